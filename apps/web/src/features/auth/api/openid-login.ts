import { ZOpenIdLoginResponseSchema } from '@portal/domain';
import { apiCall } from '../../../shared/api/api-client.ts';

export interface TOpenIdLoginRequest {
  code: string;
  nonce?: string;
  state: string;
  code_verifier: string;
  redirect_uri: string;
}

export type TOpenIdLoginResponse = ReturnType<typeof ZOpenIdLoginResponseSchema.parse>;

/** POST /api/v1/user/openid → {token, openid_token, new_customer}; 504 without nonce, 401 on a failed exchange. */
export async function postOpenIdLogin(request: TOpenIdLoginRequest): Promise<TOpenIdLoginResponse> {
  const body = await apiCall<unknown>({ method: 'POST', path: '/user/openid', body: request, onTokenExpired: 'ignore' });
  return ZOpenIdLoginResponseSchema.parse(body);
}
