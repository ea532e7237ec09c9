import { z } from 'zod';
import { text } from '../api/primitives.ts';

/**
 * The signed params of the newsletter page (visitor-and-shell §2.8, §3.10 `jwtParamsRequired`,
 * §8): a JWT (HS256, signed by the API with its token secret, like the session tokens) whose
 * claims name one subscriber. The links of the mails we send carry it as `?params=`, and the page
 * passes it on to every call in the `x-newsletter-params` header. Its audience keeps it apart
 * from a session token: the API refuses one where the other is expected.
 */
export const NEWSLETTER_PARAMS_QUERY = 'params';
export const NEWSLETTER_PARAMS_HEADER = 'x-newsletter-params';
export const NEWSLETTER_PARAMS_AUDIENCE = 'newsletter';

/** The subscriber-data error (§8): params missing when required, undecodable, forged, or naming someone else. */
export const NEWSLETTER_PARAMS_INVALID = 'newsletter_params_invalid';

/** The claims: `sub` the subscriber's id as text (JWT's rule), the audience, the issue time. */
export const ZNewsletterParamsClaimsSchema = z.object({
  sub: z.string().regex(/^[1-9][0-9]{0,9}$/),
  aud: z.literal(NEWSLETTER_PARAMS_AUDIENCE),
  iat: z.number().int().optional(),
});

/** The header every newsletter call may carry. */
export const ZNewsletterParamsHeadersSchema = z.looseObject({
  [NEWSLETTER_PARAMS_HEADER]: text(2048, { error: NEWSLETTER_PARAMS_INVALID }).optional(),
});

const JWT = /^[A-Za-z0-9_-]+\.([A-Za-z0-9_-]+)\.[A-Za-z0-9_-]+$/;

/**
 * The subscriber a token names, read without its signature (§2.8: "signed params (decoded)"):
 * what the page shows before asking; the API checks the signature on every call. Undefined when
 * the text is no such token.
 */
export function decodeNewsletterParams(token: string | null | undefined): { subscriberId: number } | undefined {
  const payload = token ? JWT.exec(token)?.[1] : undefined;
  if (!payload) return undefined;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims = ZNewsletterParamsClaimsSchema.safeParse(JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))));
    return claims.success ? { subscriberId: Number(claims.data.sub) } : undefined;
  } catch {
    return undefined;
  }
}
