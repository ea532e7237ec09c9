import { confirmPasswordResetEndpoint, type TPasswordResetConfirm } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';

/** POST /api/v1/user/reset/confirm {token, newPassword, repeatPassword} → {status: 'OK'}; 410 reset_link_invalid. */
export const useConfirmPasswordReset = () =>
  useMutation({ mutationFn: (body: TPasswordResetConfirm) => apiCall(confirmPasswordResetEndpoint, { body }) });
