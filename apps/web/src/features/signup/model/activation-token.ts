/**
 * The query parameter of an activation link. Not `token`: the shell reads ?token= on any address
 * as a login token (customer-area §4, session start) and would try to sign in with it.
 */
export const ACTIVATION_KEY_PARAM = 'key';

/** The secret an activation link carries (?key=…), or undefined. */
export function activationTokenOf(search: string): string | undefined {
  const token = new URLSearchParams(search).get(ACTIVATION_KEY_PARAM)?.trim();
  return token ? token : undefined;
}

/**
 * The address without its token: once read, the secret leaves the address bar, the history and
 * what a Referer could carry (customer-area §4 does the same for a login token).
 */
export function addressWithoutToken(pathname: string, search: string, hash = ''): string {
  const params = new URLSearchParams(search);
  params.delete(ACTIVATION_KEY_PARAM);
  const rest = params.toString();
  return `${pathname}${rest ? `?${rest}` : ''}${hash}`;
}
