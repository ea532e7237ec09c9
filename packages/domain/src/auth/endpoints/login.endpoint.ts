import { defineEndpoint } from '../../api/endpoint.ts';
import { ZLoginRequestSchema, ZLoginResponseSchema } from '../auth-schemas.ts';

/** POST /api/v1/user/login {user, password} → {token, change_password} (customer-area §7). */
export const loginEndpoint = defineEndpoint({
  name: 'auth.login',
  method: 'POST',
  path: '/user/login',
  versions: [1],
  auth: false,
  tags: ['auth'],
  summary: 'Sign in with tax id and password',
  body: ZLoginRequestSchema,
  response: ZLoginResponseSchema,
  errors: [400, 401, 429],
});
