import { defineEndpoint } from '../../api/endpoint.ts';
import { ZProfileV1ResponseSchema } from '../auth-schemas.ts';

/**
 * GET /api/v1/users/ → { result: profile } (visitor-and-shell §3.10): the web falls back to it
 * when v2 fails, as the call helper falls back through versions (customer-area §7).
 */
export const getProfileV1Endpoint = defineEndpoint({
  name: 'users.profileV1',
  method: 'GET',
  path: '/users/',
  versions: [1],
  auth: true,
  tags: ['users'],
  summary: 'Profile of the signed-in user (wrapped in result)',
  response: ZProfileV1ResponseSchema,
  errors: [401],
});
