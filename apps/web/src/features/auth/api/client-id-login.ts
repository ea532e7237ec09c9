import { clientIdLoginEndpoint } from '@portal/domain';
import { apiCall } from '../../../shared/api/api-client.ts';

/** POST /api/v1/user/client_id {client_id, secret} → {token}: a partner's login from the address. */
export async function postClientIdLogin(clientId: string, secret: string): Promise<string> {
  const answer = await apiCall(clientIdLoginEndpoint, { body: { client_id: clientId, secret } }, { onTokenExpired: 'ignore' });
  return answer.token;
}
