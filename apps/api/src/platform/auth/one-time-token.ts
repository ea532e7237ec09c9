import { createHash, randomBytes } from 'node:crypto';

/**
 * The secret of a link a mail carries (password reset, account activation): 32 random bytes,
 * base64url, shown once in the mail. Only its SHA-256 is stored, so a copy of the database opens
 * nothing; a plain hash is enough because the secret has 256 bits of entropy (no guessing to slow
 * down, unlike a password). Single use and expiry are the caller's columns.
 */
export function newOneTimeToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOneTimeToken(token) };
}

/** The stored form of a token read back from a link. */
export function hashOneTimeToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
