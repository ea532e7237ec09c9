import { getCustomerBatteriesEndpoint } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';
import { contractKeys } from '../../../shared/contract/contract-keys.ts';

/**
 * GET /api/v1/contract/bateria_virtual/: the customer's batteries with their balance and links:
 * whether a move is offered and where to (other batteries linked to other contracts).
 */
export const customerBatteriesQuery = () =>
  queryOptions({
    queryKey: contractKeys.customerBatteries(),
    queryFn: ({ signal }) => apiCall(getCustomerBatteriesEndpoint, {}, { signal }),
    staleTime: 30 * 1000,
  });

export const useCustomerBatteries = (enabled = true) => useQuery({ ...customerBatteriesQuery(), enabled });
