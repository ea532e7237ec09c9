import type { TLoginRequest } from '@portal/domain';
import { apiCall } from '../../../shared/api/api-client.ts';

/**
 * The rest of the sign-in, loaded when the form is sent: the call's contract, with the zod of its
 * response schema, and completeCredentialsLogin. The login page does not carry them
 * (docs/decisions.md, "First-page calls"); by then the form's validation has loaded zod's core.
 * One loader for both, so the page holds one dynamic import of that chunk, not two.
 */
export const loadSignIn = () => import('../model/complete-login.ts');

/** POST /api/v1/user/login {user, password} → {token, change_password} (customer-area §7). */
export const postLogin = async (body: TLoginRequest) => apiCall((await loadSignIn()).loginEndpoint, { body });
