import { normaliseLanguage, type TLanguage, type TTokenClaims, ZTokenClaimsSchema } from '@portal/domain';
import { errors, jwtVerify, SignJWT } from 'jose';

export type TokenCheck = { ok: true; claims: TTokenClaims } | { ok: false; reason: 'token_expired' | 'token_invalid' };

export interface TokenIssue {
  userId: number;
  locale: TLanguage;
  readonly: boolean;
}

/**
 * Our session tokens: HS256 JWTs whose payload is exactly ZTokenClaimsSchema (user_id, locale,
 * readonly, exp, iat). Stateless, so any instance sharing TOKEN_SECRET verifies them.
 */
export class TokenService {
  constructor(
    private readonly secret: Uint8Array,
    private readonly ttlSeconds: number,
    private readonly readonlyTtlSeconds: number,
  ) {}

  async issue(claims: TokenIssue, now = nowSeconds()): Promise<string> {
    const ttl = claims.readonly ? this.readonlyTtlSeconds : this.ttlSeconds;
    return this.sign({ user_id: claims.userId, locale: claims.locale, readonly: claims.readonly, iat: now, exp: now + ttl });
  }

  /** Same claims, fresh iat and exp: the refresh of a normal session. */
  async renew(claims: TTokenClaims, now = nowSeconds()): Promise<string> {
    return this.issue({ userId: claims.user_id, locale: claims.locale, readonly: claims.readonly }, now);
  }

  async verify(token: string): Promise<TokenCheck> {
    try {
      const { payload } = await jwtVerify(token, this.secret, { algorithms: ['HS256'] });
      const claims = ZTokenClaimsSchema.safeParse(payload);
      return claims.success ? { ok: true, claims: claims.data } : { ok: false, reason: 'token_invalid' };
    } catch (error) {
      return { ok: false, reason: error instanceof errors.JWTExpired ? 'token_expired' : 'token_invalid' };
    }
  }

  private sign(claims: TTokenClaims): Promise<string> {
    return new SignJWT({ user_id: claims.user_id, locale: claims.locale, readonly: claims.readonly })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(claims.iat)
      .setExpirationTime(claims.exp)
      .sign(this.secret);
  }
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The token's locale comes from the request's Accept-Language, else the user's own. */
export const localeFor = (acceptLanguage: string | undefined, userLocale: string): TLanguage =>
  normaliseLanguage(acceptLanguage, normaliseLanguage(userLocale));
