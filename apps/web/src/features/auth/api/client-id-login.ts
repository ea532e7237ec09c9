import { ZTokenResponseSchema } from '@portal/domain';
import { apiCall } from '../../../shared/api/api-client.ts';

/** POST /api/v1/user/client_id {client_id, secret} → {token}: a partner's login from the address. */
export async function postClientIdLogin(clientId: string, secret: string): Promise<string> {
  const body = await apiCall<unknown>({
    method: 'POST',
    path: '/user/client_id',
    body: { client_id: clientId, secret },
    onTokenExpired: 'ignore',
  });
  return ZTokenResponseSchema.parse(body).token;
}
