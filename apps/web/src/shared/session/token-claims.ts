import { type TTokenClaims, ZTokenClaimsSchema } from '@portal/domain';

/**
 * The claims of our token (user_id, locale, readonly, exp), read from its payload without
 * verifying the signature: the API verifies; the web only needs the locale, the read-only
 * flag and the expiry. Undefined for anything that is not one of our tokens.
 */
export function decodeTokenClaims(token: string): TTokenClaims | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const parsed = ZTokenClaimsSchema.safeParse(JSON.parse(new TextDecoder().decode(bytes)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export const isExpired = (claims: TTokenClaims, now = Date.now()) => claims.exp * 1000 <= now;
