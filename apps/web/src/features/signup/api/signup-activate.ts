import { signupActivateEndpoint, type TActivation } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';

/** POST /api/v1/signup/activate: the link's token and the new password → { result: { login } }. */
export const signupActivate = (body: TActivation) => apiCall(signupActivateEndpoint, { body });

export const useSignupActivate = () => useMutation({ mutationFn: signupActivate });
