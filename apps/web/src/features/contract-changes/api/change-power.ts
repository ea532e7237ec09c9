import { changePowerEndpoint, type TPowerChangeRequest } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';

/** POST /api/v1/contracts/:contractName/power/: P1..P6 in watts and the phone (customer-area §7). 400 field errors, 406 refused. */
export const changePower = (name: string, request: TPowerChangeRequest) =>
  apiCall(changePowerEndpoint, { params: { contractName: name }, body: request });

export const useChangePower = () =>
  useMutation({ mutationFn: ({ name, request }: { name: string; request: TPowerChangeRequest }) => changePower(name, request) });
