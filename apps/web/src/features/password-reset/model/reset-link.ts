/**
 * The mailed link is `/recordar-clau?token=<secret>` (docs/password-reset.md). The page reads
 * the secret once and takes it out of the address, so it stays in neither the history nor a
 * referrer.
 */
export function resetTokenOf(search: string): string | undefined {
  const token = new URLSearchParams(search).get('token')?.trim();
  return token ? token : undefined;
}

/** The same query without the secret ('' when nothing else remains). */
export function searchWithoutToken(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('token');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
