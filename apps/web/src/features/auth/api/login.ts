import type { TLoginRequest } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';

/**
 * POST /api/v1/user/login {user, password} → {token, change_password}. The answer is checked
 * against ZLoginResponseSchema by completeCredentialsLogin, which loads with zod after submit.
 */
export const postLogin = (body: TLoginRequest) => apiCall<unknown>({ method: 'POST', path: '/user/login', body });

export const useLoginMutation = () => useMutation({ mutationFn: postLogin });
