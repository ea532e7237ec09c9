import { openIdLoginEndpoint, type TEndpointInput, type TEndpointResult } from '@portal/domain';
import { apiCall } from '../../../shared/api/api-client.ts';

export type TOpenIdLoginRequest = TEndpointInput<typeof openIdLoginEndpoint>['body'];
export type TOpenIdLoginResponse = TEndpointResult<typeof openIdLoginEndpoint>;

/** POST /api/v1/user/openid → {token, openid_token, new_customer}; 504 without nonce, 401 on a failed exchange. */
export const postOpenIdLogin = (request: TOpenIdLoginRequest): Promise<TOpenIdLoginResponse> =>
  apiCall(openIdLoginEndpoint, { body: request }, { onTokenExpired: 'ignore' });
