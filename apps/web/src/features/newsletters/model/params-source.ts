import { NEWSLETTER_PARAMS_QUERY } from '@portal/domain';

/**
 * Where the page's signed params come from (visitor-and-shell §2.8): the link's `?params=`,
 * else, for a signed-in customer, the profile's newsletter_url (the same link).
 */
export function paramsOf(search: string, profileNewsletterUrl: string | null | undefined): string | undefined {
  const own = new URLSearchParams(search).get(NEWSLETTER_PARAMS_QUERY);
  if (own) return own;
  if (!profileNewsletterUrl) return undefined;
  try {
    return new URL(profileNewsletterUrl, 'http://portal.invalid').searchParams.get(NEWSLETTER_PARAMS_QUERY) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Whether the address holds params, so the page takes them out of it once read (as the reset link's token). */
export const searchWithoutParams = (search: string): string => {
  const query = new URLSearchParams(search);
  query.delete(NEWSLETTER_PARAMS_QUERY);
  const rest = query.toString();
  return rest ? `?${rest}` : '';
};
