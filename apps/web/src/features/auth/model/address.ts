/** The address without some query params (a token, a secret, a sign-on code must not stay in history). */
export function withoutQueryParams(location: { pathname: string; search: string; hash: string }, names: readonly string[]): string {
  const query = new URLSearchParams(location.search);
  for (const name of names) query.delete(name);
  const search = query.toString();
  return `${location.pathname}${search ? `?${search}` : ''}${location.hash}`;
}
