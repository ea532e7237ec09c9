import { defineEndpoint } from '../../api/endpoint.ts';
import { ZTokenValidRequestSchema, ZTokenValidResponseSchema } from '../auth-schemas.ts';

/** POST /api/v1/is_token_valid {token} → {token_is_valid}: the token login's check (customer-area §7). */
export const isTokenValidEndpoint = defineEndpoint({
  name: 'auth.isTokenValid',
  method: 'POST',
  path: '/is_token_valid',
  versions: [1],
  auth: false,
  tags: ['auth'],
  summary: 'Whether a token is valid (token login from the address)',
  body: ZTokenValidRequestSchema,
  response: ZTokenValidResponseSchema,
  errors: [400],
});
