import { type TPowerChangeRequest, ZWaitingForSignatureResponseSchema } from '@portal/domain';
import { apiCall } from '../../../shared/api/api-client.ts';

/** POST /api/v1/contracts/:contractName/power/: P1..P6 in watts and the phone. 400 field errors, 406 refused. */
export async function changePower(name: string, request: TPowerChangeRequest) {
  const answer = await apiCall<unknown>({
    method: 'POST',
    path: '/contracts/:contractName/power/',
    params: { contractName: name },
    body: request,
  });
  return ZWaitingForSignatureResponseSchema.parse(answer);
}
