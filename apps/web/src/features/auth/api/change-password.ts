import { changePasswordEndpoint, type TChangePasswordRequest } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';
import { ApiError } from '../../../shared/api/api-error.ts';

/**
 * PUT /api/v1/user/password {current, password} → {status: 'OK', token}. A 200 carrying
 * status ERROR is a failure too (customer-area §7).
 */
export async function putPassword(body: TChangePasswordRequest): Promise<string | undefined> {
  const answer = await apiCall(changePasswordEndpoint, { body });
  if (answer.status === 'ERROR') throw new ApiError(200, 'change_password_error', 'change_password_error', undefined, answer);
  return answer.token;
}

export const useChangePasswordMutation = () => useMutation({ mutationFn: putPassword });
