import { ZTokenValidResponseSchema } from '@portal/domain';
import { apiCall } from '../../../shared/api/api-client.ts';

/** POST /api/v1/is_token_valid {token} → {token_is_valid}: the token login's check. */
export async function postIsTokenValid(token: string): Promise<boolean> {
  const body = await apiCall<unknown>({ method: 'POST', path: '/is_token_valid', body: { token }, token, onTokenExpired: 'ignore' });
  return ZTokenValidResponseSchema.parse(body).token_is_valid;
}
