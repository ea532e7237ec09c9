import { ZOpenIdAuthorizeResponseSchema } from '@portal/domain';
import { apiCall } from '../../../shared/api/api-client.ts';

/** GET /api/v1/user/openid/authorize?redirect_uri= → {url, nonce, state, code_verifier}. */
export async function getOpenIdAuthorize(redirectUri: string) {
  const body = await apiCall<unknown>({ path: '/user/openid/authorize', query: { redirect_uri: redirectUri }, onTokenExpired: 'ignore' });
  return ZOpenIdAuthorizeResponseSchema.parse(body);
}
