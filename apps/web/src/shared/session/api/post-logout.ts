import { logoutEndpoint } from '@portal/domain';
import { apiCall } from '../../api/api-client.ts';

/** POST /api/v1/user/logout with the session's token as bearer → 204: the server ends the session. */
export async function postLogout(token: string, signal: AbortSignal): Promise<void> {
  await apiCall(logoutEndpoint, {}, { token, signal, onTokenExpired: 'ignore' });
}
