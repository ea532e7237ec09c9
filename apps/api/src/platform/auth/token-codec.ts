import { type TTokenClaims, ZTokenClaimsSchema } from '@portal/domain';
import { errors, jwtVerify, SignJWT } from 'jose';

// About 350 bytes each: 10 000 signed-in sessions in 3.5 MB.
const VERIFIED_TOKENS_KEPT = 10_000;

export type TokenDecode = { ok: true; claims: TTokenClaims } | { ok: false; reason: 'token_expired' | 'token_invalid' };

/**
 * Our tokens as text: HS256 JWTs whose payload is exactly ZTokenClaimsSchema (user_id, locale,
 * readonly, exp, iat, sid, gen, and staff_id on a view-as token). This checks signature, shape and expiry only; whether the
 * token's session still stands is the session registry's answer (tokens.ts).
 */
export class TokenCodec {
  private readonly verified = new Map<string, TTokenClaims>();

  constructor(private readonly secret: Uint8Array) {}

  /**
   * Signs the claims. The same claims always give the same text (HMAC over a payload written in
   * one order): a refresh repeated within the grace answers the very token the first one did.
   */
  sign(claims: TTokenClaims): Promise<string> {
    const staff = claims.staff_id === undefined ? {} : { staff_id: claims.staff_id };
    return new SignJWT({
      user_id: claims.user_id,
      locale: claims.locale,
      readonly: claims.readonly,
      sid: claims.sid,
      gen: claims.gen,
      ...staff,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(claims.iat)
      .setExpirationTime(claims.exp)
      .sign(this.secret);
  }

  async verify(token: string, now: number): Promise<TokenDecode> {
    const known = this.verified.get(token);
    // jose's rule: a token whose exp has come is expired.
    if (known) return known.exp > now ? { ok: true, claims: known } : { ok: false, reason: 'token_expired' };
    try {
      const { payload } = await jwtVerify(token, this.secret, { algorithms: ['HS256'], currentDate: new Date(now * 1000) });
      const claims = ZTokenClaimsSchema.safeParse(payload);
      if (!claims.success) return { ok: false, reason: 'token_invalid' };
      this.remember(token, claims.data);
      return { ok: true, claims: claims.data };
    } catch (error) {
      return { ok: false, reason: error instanceof errors.JWTExpired ? 'token_expired' : 'token_invalid' };
    }
  }

  /**
   * A session sends the same token with every call until it refreshes it. Checking its HMAC
   * through WebCrypto cost about 0.15 ms of the event loop per request (a thread-pool round trip),
   * more than a whole invoice-list query: a token once verified is known by its exact text, and
   * only its expiry is checked again. What this cache knows cannot change (the text is signed),
   * so it answers exactly as verifying again would. What can change, the session being ended or
   * the token replaced, is not cached here: every request, cached or not, is then checked against
   * the session's state (tokens.ts, session-states.ts), so a revoked session is refused at once.
   * Oldest first out.
   */
  private remember(token: string, claims: TTokenClaims): void {
    this.verified.set(token, claims);
    if (this.verified.size > VERIFIED_TOKENS_KEPT) {
      const oldest = this.verified.keys().next().value;
      if (oldest !== undefined) this.verified.delete(oldest);
    }
  }
}
