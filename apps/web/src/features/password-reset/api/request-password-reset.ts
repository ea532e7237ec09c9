import { requestPasswordResetEndpoint, type TPasswordResetRequest } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';

/** POST /api/v1/user/reset/ {nif, email} → {status: 'OK'}, the same whether or not they name an account. */
export const useRequestPasswordReset = () =>
  useMutation({ mutationFn: (body: TPasswordResetRequest) => apiCall(requestPasswordResetEndpoint, { body }) });
