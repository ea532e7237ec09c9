import type { TContractKind, TNotificationAddressExistingRequest, TNotificationAddressNewRequest } from '@portal/domain';
import { apiCall } from '../../../shared/api/api-client.ts';

/**
 * The contract's notification address (customer-area §7): POST with a new address, PUT with
 * the id of an existing one; both on /contracts/:contractName/notification/?type.
 */
export function changeNotificationAddress(
  kind: TContractKind,
  name: string,
  request: TNotificationAddressNewRequest | TNotificationAddressExistingRequest,
) {
  return apiCall<unknown>({
    method: 'addressId' in request ? 'PUT' : 'POST',
    path: '/contracts/:contractName/notification/',
    params: { contractName: name },
    query: { type: kind },
    body: request,
  });
}
