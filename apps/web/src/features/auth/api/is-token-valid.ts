import { isTokenValidEndpoint } from '@portal/domain';
import { apiCall } from '../../../shared/api/api-client.ts';

/** POST /api/v1/is_token_valid {token} → {token_is_valid}: the token login's check. */
export async function postIsTokenValid(token: string): Promise<boolean> {
  const answer = await apiCall(isTokenValidEndpoint, { body: { token } }, { token, onTokenExpired: 'ignore' });
  return answer.token_is_valid;
}
