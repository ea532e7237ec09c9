import { defineEndpoint } from '../../api/endpoint.ts';
import { ZTokenResponseSchema } from '../auth-schemas.ts';

/**
 * POST /api/v1/user/refresh with the stored token as bearer → {token} (the spec does not show
 * its path, customer-area §7). Not `auth`: a token exchange rather than an action of the
 * session, it reads the bearer itself, so a read-only session can start again too.
 */
export const refreshTokenEndpoint = defineEndpoint({
  name: 'auth.refreshToken',
  method: 'POST',
  path: '/user/refresh',
  versions: [1],
  auth: false,
  tags: ['auth'],
  summary: 'A fresh token with the same claims for the bearer token',
  response: ZTokenResponseSchema,
  errors: [401],
});
