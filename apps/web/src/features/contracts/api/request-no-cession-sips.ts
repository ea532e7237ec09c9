import { type TNoCessionSipsRequest, ZWaitingForSignatureResponseSchema } from '@portal/domain';
import { apiCall } from '../../../shared/api/api-client.ts';

/** POST /api/v1/contracts/:contractName/no_cession_sips/: opt out of consumption-data (SIPS) cession. */
export async function requestNoCessionSips(name: string, request: TNoCessionSipsRequest) {
  const answer = await apiCall<unknown>({
    method: 'POST',
    path: '/contracts/:contractName/no_cession_sips/',
    params: { contractName: name },
    body: request,
  });
  return ZWaitingForSignatureResponseSchema.parse(answer);
}
