import { z } from 'zod';
import { cleanText, id, text } from '../api/primitives.ts';
import { LANGUAGES } from '../i18n/languages.ts';

export { type TLoginRequest, ZLoginRequestSchema } from './login-request-schema.ts';

export const ZLoginResponseSchema = z.object({ token: z.string(), change_password: z.boolean() });
export type TLoginResponse = z.infer<typeof ZLoginResponseSchema>;

export const ZTokenValidRequestSchema = z.object({ token: text(4096).min(1) });
export const ZTokenValidResponseSchema = z.object({ token_is_valid: z.boolean() });

export const ZClientIdRequestSchema = z.object({
  client_id: text(128).min(1, 'required_field'),
  secret: text(256).min(1, 'required_field'),
});
export const ZTokenResponseSchema = z.object({ token: z.string() });
/** The logout answers 204, no body. */
export const ZLogoutResponseSchema = z.undefined();

/** Start of single sign-on: where the browser goes, and what it must keep in cookies. */
export const ZOpenIdAuthorizeRequestSchema = z.object({ redirect_uri: z.url().max(2048).check(cleanText()) });
export const ZOpenIdAuthorizeResponseSchema = z.object({
  url: z.string(),
  nonce: z.string(),
  state: z.string(),
  code_verifier: z.string(),
});

/**
 * POST /user/openid (customer-area §7): code and nonce, plus what the exchange needs.
 * The nonce may be absent (its cookie lost): the API then answers 504 (customer-area §8).
 */
export const ZOpenIdLoginRequestSchema = z.object({
  code: text(4096).min(1),
  nonce: text(512).optional(),
  state: text(512).min(1),
  code_verifier: text(512).min(1),
  redirect_uri: z.url().max(2048).check(cleanText()),
});
export const ZOpenIdLoginResponseSchema = z.object({
  token: z.string(),
  openid_token: z.string(),
  new_customer: z.boolean(),
});

export const ZOpenIdLogoutRequestSchema = z.object({
  id_token: text(8192).min(1),
  post_logout_redirect_uri: z.url().max(2048).check(cleanText()),
});
export const ZOpenIdLogoutResponseSchema = z.object({ url: z.string() });

/** Claims of our token (customer-area §3): locale, user id, readonly flag, expiry, its session (sid, gen), and on a view-as token the staff account. */
export const ZTokenClaimsSchema = z.object({
  // Validated like any input: a signed token whose user_id is past int4 is invalid (401), not a database error.
  user_id: id(),
  locale: z.enum(LANGUAGES),
  readonly: z.boolean(),
  exp: z.number(),
  iat: z.number().optional(),
  /** The server-side session the token belongs to (16 random bytes, base64url): logout and password changes end it. */
  sid: z.string().regex(/^[A-Za-z0-9_-]{22}$/),
  /** Which token of the session this is: a refresh moves the session to the next one and retires the others. */
  gen: z.number().int().min(1).max(2_147_483_647),
  /**
   * The staff account viewing the portal as the customer ("view as this customer", docs/staff.md):
   * only on a read-only token, so the trail names who acted and the web shows its banner.
   */
  staff_id: id().optional(),
});
export type TTokenClaims = z.infer<typeof ZTokenClaimsSchema>;

/** GET /users/: v1 wraps the profile in result, v2 answers it bare (visitor-and-shell §3.10). */
export const ZProfileSchema = z.object({
  name: z.string(),
  email: z.string(),
  vat: z.string(),
  newsletter_url: z.string().nullable(),
  new_customer: z.boolean(),
  change_password: z.boolean(),
});
export type TProfile = z.infer<typeof ZProfileSchema>;
export const ZProfileV1ResponseSchema = z.object({ result: ZProfileSchema });
