import { openIdLogoutEndpoint } from '@portal/domain';
import { apiCall } from '../../api/api-client.ts';

/** POST /api/v1/user/openid/logout {id_token, post_logout_redirect_uri} → {url} of the provider's logout. */
export async function postOpenIdLogout(idToken: string, postLogoutRedirectUri: string): Promise<string> {
  const answer = await apiCall(
    openIdLogoutEndpoint,
    { body: { id_token: idToken, post_logout_redirect_uri: postLogoutRedirectUri } },
    { onTokenExpired: 'ignore' },
  );
  return answer.url;
}
