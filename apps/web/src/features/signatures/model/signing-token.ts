/**
 * The mailed link is `/signatura#<secret>` (docs/signatures.md): in the fragment, which the
 * browser sends to no server, so no access log or proxy keeps it. The page reads it once and takes
 * it out of the address.
 */
export function signingTokenOf(hash: string): string | undefined {
  const token = hash.replace(/^#/, '').trim();
  return /^[A-Za-z0-9_-]{16,128}$/.test(token) ? token : undefined;
}

/** Where the signing request stands for the page. */
export type TSignStep = 'review' | 'code' | 'signed' | 'linkInvalid';
