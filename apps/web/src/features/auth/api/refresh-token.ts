import { refreshTokenEndpoint } from '@portal/domain';
import { apiCall } from '../../../shared/api/api-client.ts';

/**
 * POST /api/v1/user/refresh with the stored token as bearer → {token}. An expired token is the
 * session start's to handle (a notice on the login page), not the dialog's.
 */
export async function postRefreshToken(token: string): Promise<string> {
  const answer = await apiCall(refreshTokenEndpoint, {}, { token, onTokenExpired: 'ignore' });
  return answer.token;
}
