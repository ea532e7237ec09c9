import { defineEndpoint } from '../../api/endpoint.ts';
import { ZLogoutResponseSchema } from '../auth-schemas.ts';

/**
 * POST /api/v1/user/logout with the session's token as bearer → 204: ends the session on the
 * server, so the token is refused from then on (customer-area §4, "logout clears the session").
 * Not `auth`, like the refresh: it reads the bearer itself, so a read-only (impersonation)
 * session can be ended too; an expired or already ended token answers 401.
 */
export const logoutEndpoint = defineEndpoint({
  name: 'auth.logout',
  method: 'POST',
  path: '/user/logout',
  versions: [1],
  auth: false,
  tags: ['auth'],
  summary: 'End the session of the bearer token',
  response: ZLogoutResponseSchema,
  successStatus: 204,
  errors: [401],
});
