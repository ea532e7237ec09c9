import { defineEndpoint } from '../../api/endpoint.ts';
import { ZOpenIdLogoutRequestSchema, ZOpenIdLogoutResponseSchema } from '../auth-schemas.ts';

/** POST /api/v1/user/openid/logout {id_token, post_logout_redirect_uri} → {url} of the provider's logout. */
export const openIdLogoutEndpoint = defineEndpoint({
  name: 'auth.openIdLogout',
  method: 'POST',
  path: '/user/openid/logout',
  versions: [1],
  auth: false,
  tags: ['single sign-on'],
  summary: "The provider's end-session URL for this ID token",
  body: ZOpenIdLogoutRequestSchema,
  response: ZOpenIdLogoutResponseSchema,
  errors: [400, 404, 502],
});
