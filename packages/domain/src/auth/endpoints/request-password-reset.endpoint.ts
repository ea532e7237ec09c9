import { defineEndpoint } from '../../api/endpoint.ts';
import { ZPasswordResetRequestResponseSchema, ZPasswordResetRequestSchema } from '../password-reset-schemas.ts';

/**
 * POST /api/v1/user/reset/ {nif, email} → {status: 'OK'} (visitor-and-shell §7): the same answer,
 * after the same time, whether or not they name an account; a mail with a single-use link goes
 * to the account when they do. 400 with field errors; 429 when throttled (docs/password-reset.md).
 */
export const requestPasswordResetEndpoint = defineEndpoint({
  name: 'auth.requestPasswordReset',
  method: 'POST',
  path: '/user/reset/',
  versions: [1],
  auth: false,
  tags: ['auth'],
  summary: 'Ask for a password-reset link by mail',
  body: ZPasswordResetRequestSchema,
  response: ZPasswordResetRequestResponseSchema,
  errors: [400, 429],
});
