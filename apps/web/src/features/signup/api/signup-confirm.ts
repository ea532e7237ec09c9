import { signupConfirmEndpoint, type TSignupConfirm } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';

/** POST /api/v1/signup/confirm (customer-area §7): FormConfirm → result.render.errors or result.render.body. */
export const signupConfirm = (body: TSignupConfirm) => apiCall(signupConfirmEndpoint, { body });

export const useSignupConfirm = () => useMutation({ mutationFn: signupConfirm });
