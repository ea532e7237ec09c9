import { openIdAuthorizeEndpoint } from '@portal/domain';
import { apiCall } from '../../../shared/api/api-client.ts';

/** GET /api/v1/user/openid/authorize?redirect_uri= → {url, nonce, state, code_verifier}. */
export const getOpenIdAuthorize = (redirectUri: string) =>
  apiCall(openIdAuthorizeEndpoint, { query: { redirect_uri: redirectUri } }, { onTokenExpired: 'ignore' });
