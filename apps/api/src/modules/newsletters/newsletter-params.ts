import { NEWSLETTER_PARAMS_AUDIENCE, ZNewsletterParamsClaimsSchema } from '@portal/domain';
import { jwtVerify, SignJWT } from 'jose';

/**
 * The newsletter page's signed params (docs/newsletters.md, "The token"): an HS256 JWT signed with
 * the token secret, the scheme of our session tokens (platform/auth/token-codec.ts), whose claims
 * are the subscriber (`sub`) and the audience `newsletter`. The audience keeps the two apart: a
 * session token has none and is refused here; this one lacks a session's claims and is refused
 * by the authentication hook. It has no expiry, as a mail's unsubscribe link must keep working;
 * deleting the subscriber ('removed') is what ends it, and ids are never reused.
 */
export class NewsletterParams {
  constructor(private readonly secret: Uint8Array) {}

  /** The same subscriber always gets the same text (no issue time), so a link is stable. */
  sign(subscriberId: number): Promise<string> {
    return new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(subscriberId))
      .setAudience(NEWSLETTER_PARAMS_AUDIENCE)
      .sign(this.secret);
  }

  /** The subscriber the params name, or undefined when they are forged, garbled or of another kind. */
  async verify(token: string): Promise<number | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.secret, { algorithms: ['HS256'], audience: NEWSLETTER_PARAMS_AUDIENCE });
      const claims = ZNewsletterParamsClaimsSchema.safeParse(payload);
      return claims.success ? Number(claims.data.sub) : undefined;
    } catch {
      return undefined;
    }
  }
}
