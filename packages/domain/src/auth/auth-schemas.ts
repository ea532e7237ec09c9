import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.ts';

export { type TLoginRequest, ZLoginRequestSchema } from './login-request-schema.ts';

export const ZLoginResponseSchema = z.object({ token: z.string(), change_password: z.boolean() });
export type TLoginResponse = z.infer<typeof ZLoginResponseSchema>;

export const ZTokenValidRequestSchema = z.object({ token: z.string().min(1).max(4096) });
export const ZTokenValidResponseSchema = z.object({ token_is_valid: z.boolean() });

export const ZClientIdRequestSchema = z.object({
  client_id: z.string().min(1, 'required_field').max(128),
  secret: z.string().min(1, 'required_field').max(256),
});
export const ZTokenResponseSchema = z.object({ token: z.string() });
/** The logout answers 204, no body. */
export const ZLogoutResponseSchema = z.undefined();

/** Start of single sign-on: where the browser goes, and what it must keep in cookies. */
export const ZOpenIdAuthorizeRequestSchema = z.object({ redirect_uri: z.url().max(2048) });
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
  code: z.string().min(1).max(4096),
  nonce: z.string().max(512).optional(),
  state: z.string().min(1).max(512),
  code_verifier: z.string().min(1).max(512),
  redirect_uri: z.url().max(2048),
});
export const ZOpenIdLoginResponseSchema = z.object({
  token: z.string(),
  openid_token: z.string(),
  new_customer: z.boolean(),
});

export const ZOpenIdLogoutRequestSchema = z.object({
  id_token: z.string().min(1).max(8192),
  post_logout_redirect_uri: z.url().max(2048),
});
export const ZOpenIdLogoutResponseSchema = z.object({ url: z.string() });

/** Claims of our token (customer-area §3): locale, user id, readonly flag, expiry, and its session (sid, gen). */
export const ZTokenClaimsSchema = z.object({
  user_id: z.number().int(),
  locale: z.enum(LANGUAGES),
  readonly: z.boolean(),
  exp: z.number(),
  iat: z.number().optional(),
  /** The server-side session the token belongs to (16 random bytes, base64url): logout and password changes end it. */
  sid: z.string().regex(/^[A-Za-z0-9_-]{22}$/),
  /** Which token of the session this is: a refresh moves the session to the next one and retires the others. */
  gen: z.number().int().min(1).max(2_147_483_647),
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
