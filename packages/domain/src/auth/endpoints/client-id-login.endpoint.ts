import { defineEndpoint } from '../../api/endpoint.ts';
import { ZClientIdRequestSchema, ZTokenResponseSchema } from '../auth-schemas.ts';

/** POST /api/v1/user/client_id {client_id, secret} → {token}: a partner's login from the address (customer-area §7, visitor-and-shell §7). */
export const clientIdLoginEndpoint = defineEndpoint({
  name: 'auth.clientIdLogin',
  method: 'POST',
  path: '/user/client_id',
  versions: [1],
  auth: false,
  tags: ['auth'],
  summary: 'Sign in as the user bound to a partner client id',
  body: ZClientIdRequestSchema,
  response: ZTokenResponseSchema,
  errors: [400, 401, 429],
});
