import { defineEndpoint } from '../../api/endpoint.ts';
import { ZOpenIdLoginRequestSchema, ZOpenIdLoginResponseSchema } from '../auth-schemas.ts';

/**
 * POST /api/v1/user/openid {code, nonce, …} → {token, openid_token, new_customer} (customer-area
 * §7); 504 without nonce, 401 when the exchange fails (§8).
 */
export const openIdLoginEndpoint = defineEndpoint({
  name: 'auth.openIdLogin',
  method: 'POST',
  path: '/user/openid',
  versions: [1],
  auth: false,
  tags: ['single sign-on'],
  summary: 'Complete single sign-on: exchange the code and sign in the user of the tax id claim',
  body: ZOpenIdLoginRequestSchema,
  response: ZOpenIdLoginResponseSchema,
  errors: [400, 401, 404, 429, 502, 504],
});
