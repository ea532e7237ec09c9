import {
  setExistingNotificationAddressEndpoint,
  setNewNotificationAddressEndpoint,
  type TContractKind,
  type TNotificationAddressExistingRequest,
  type TNotificationAddressNewRequest,
} from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';

/**
 * The contract's notification address (customer-area §7): POST with a new address, PUT with
 * the id of an existing one; both on /contracts/:contractName/notification/?type.
 */
export async function changeNotificationAddress(
  kind: TContractKind,
  name: string,
  request: TNotificationAddressNewRequest | TNotificationAddressExistingRequest,
) {
  const input = { params: { contractName: name }, query: { type: kind } };
  return 'addressId' in request
    ? apiCall(setExistingNotificationAddressEndpoint, { ...input, body: request })
    : apiCall(setNewNotificationAddressEndpoint, { ...input, body: request });
}

export interface TChangeNotificationAddressVariables {
  kind: TContractKind;
  name: string;
  request: TNotificationAddressNewRequest | TNotificationAddressExistingRequest;
}

export const useChangeNotificationAddress = () =>
  useMutation({
    mutationFn: ({ kind, name, request }: TChangeNotificationAddressVariables) => changeNotificationAddress(kind, name, request),
  });
