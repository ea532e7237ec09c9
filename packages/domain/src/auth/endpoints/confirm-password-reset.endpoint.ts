import { defineEndpoint } from '../../api/endpoint.ts';
import { ZPasswordResetConfirmResponseSchema, ZPasswordResetConfirmSchema } from '../password-reset-schemas.ts';

/**
 * POST /api/v1/user/reset/confirm {token, newPassword, repeatPassword} → {status: 'OK'}: the
 * mailed link's secret sets a new password (change-password rules), the link is spent and every
 * session of the account ends. 400 with field errors; 410 reset_link_invalid for a link that is
 * unknown, used or expired; 429 when throttled (docs/password-reset.md).
 */
export const confirmPasswordResetEndpoint = defineEndpoint({
  name: 'auth.confirmPasswordReset',
  method: 'POST',
  path: '/user/reset/confirm',
  versions: [1],
  auth: false,
  tags: ['auth'],
  summary: 'Set a new password with a password-reset link',
  body: ZPasswordResetConfirmSchema,
  response: ZPasswordResetConfirmResponseSchema,
  errors: [400, 410, 429],
});
