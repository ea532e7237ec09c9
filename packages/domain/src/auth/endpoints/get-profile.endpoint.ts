import { defineEndpoint } from '../../api/endpoint.ts';
import { ZProfileSchema } from '../auth-schemas.ts';

/**
 * GET /api/v2/users/ → the signed-in user's profile (customer-area §7: "v1 or v2"). v1 answers
 * the same profile wrapped in result, a shape of its own: getProfileV1Endpoint.
 */
export const getProfileEndpoint = defineEndpoint({
  name: 'users.profile',
  method: 'GET',
  path: '/users/',
  versions: [2],
  auth: true,
  tags: ['users'],
  summary: 'Profile of the signed-in user',
  response: ZProfileSchema,
  errors: [401],
});
