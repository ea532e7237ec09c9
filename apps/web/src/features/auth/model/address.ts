/**
 * The address without some params (a token, a secret, a sign-on code must not stay in history),
 * in its query or in a fragment of params (`#token=…`, staff's view-as link: docs/staff.md).
 */
export function withoutQueryParams(location: { pathname: string; search: string; hash: string }, names: readonly string[]): string {
  const query = new URLSearchParams(location.search);
  for (const name of names) query.delete(name);
  const search = query.toString();
  return `${location.pathname}${search ? `?${search}` : ''}${withoutFragmentParams(location.hash, names)}`;
}

function withoutFragmentParams(hash: string, names: readonly string[]): string {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  if (!names.some((name) => params.has(name))) return hash;
  for (const name of names) params.delete(name);
  const rest = params.toString();
  return rest ? `#${rest}` : '';
}
