import { getNewslettersEndpoint, type TNewsletterCard, toNewsletterCard } from '@portal/domain';
import { apiCall } from '../../../shared/api/api-client.ts';
import { paramsHeaders } from './newsletter-headers.ts';

/** GET /api/v1/newsletters/{subscriptor_id_or_email} (visitor-and-shell §7), mapped to the page's shape (§3.7). */
export async function getNewsletters(subscriberOrEmail: number | string, params: string | undefined): Promise<TNewsletterCard[]> {
  const items = await apiCall(getNewslettersEndpoint, { params: { subscriptorIdOrEmail: subscriberOrEmail } }, paramsHeaders(params));
  return items.map(toNewsletterCard);
}
