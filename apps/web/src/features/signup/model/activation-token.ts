/** The token an activation link carries (?token=…), or undefined. */
export function activationTokenOf(search: string): string | undefined {
  const token = new URLSearchParams(search).get('token')?.trim();
  return token ? token : undefined;
}

/**
 * The address without its token: once read, the secret leaves the address bar, the history and
 * what a Referer could carry (customer-area §4 does the same for a login token).
 */
export function addressWithoutToken(pathname: string, search: string, hash = ''): string {
  const params = new URLSearchParams(search);
  params.delete('token');
  const rest = params.toString();
  return `${pathname}${rest ? `?${rest}` : ''}${hash}`;
}
