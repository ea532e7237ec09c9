import { INTEGRATION_TOKEN_PREFIX } from '@portal/domain';
import { hashOneTimeToken, newOneTimeToken } from '../../platform/auth/one-time-token.ts';

/**
 * An integration token: the recognisable prefix and 32 random bytes (base64url). Only its SHA-256
 * is stored; a plain hash suffices for 256 bits of entropy, as for the mailed links' secrets.
 */
export function newIntegrationToken(): { token: string; hash: string } {
  const token = `${INTEGRATION_TOKEN_PREFIX}${newOneTimeToken().token}`;
  return { token, hash: hashOneTimeToken(token) };
}

/** The stored form of a token a request presents, or undefined when it cannot be one of ours (no lookup then). */
export function integrationTokenHash(token: string): string | undefined {
  if (!token.startsWith(INTEGRATION_TOKEN_PREFIX) || !/^[A-Za-z0-9_-]{43}$/.test(token.slice(INTEGRATION_TOKEN_PREFIX.length)))
    return undefined;
  return hashOneTimeToken(token);
}
