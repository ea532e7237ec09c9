import { defineEndpoint } from '../../api/endpoint.ts';
import { ZOpenIdAuthorizeRequestSchema, ZOpenIdAuthorizeResponseSchema } from '../auth-schemas.ts';

/**
 * GET /api/v1/user/openid/authorize?redirect_uri= → {url, nonce, state, code_verifier}: where
 * single sign-on sends the browser (its path is not in the spec, customer-area §7).
 */
export const openIdAuthorizeEndpoint = defineEndpoint({
  name: 'auth.openIdAuthorize',
  method: 'GET',
  path: '/user/openid/authorize',
  versions: [1],
  auth: false,
  tags: ['single sign-on'],
  summary: 'Where to send the browser to sign in, with the nonce, state and PKCE verifier to keep',
  query: ZOpenIdAuthorizeRequestSchema,
  response: ZOpenIdAuthorizeResponseSchema,
  errors: [400, 404, 502],
});
