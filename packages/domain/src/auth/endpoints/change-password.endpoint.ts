import { defineEndpoint } from '../../api/endpoint.ts';
import { ZChangePasswordRequestSchema, ZChangePasswordResponseSchema } from '../password-rules.ts';

/**
 * PUT /api/v1/user/password {current, password} → {status: 'OK', token}; a wrong current
 * password is a 403 whose body carries status ERROR (customer-area §7).
 */
export const changePasswordEndpoint = defineEndpoint({
  name: 'auth.changePassword',
  method: 'PUT',
  path: '/user/password',
  versions: [1],
  auth: true,
  tags: ['auth'],
  summary: 'Change the password',
  body: ZChangePasswordRequestSchema,
  response: ZChangePasswordResponseSchema,
  errors: [400, 401, 403, 429],
});
