import { getAddressesEndpoint } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';
import { contractKeys } from '../../../shared/contract/contract-keys.ts';

/** GET /api/v1/addresses/ → { items }: the customer's addresses, to choose one as the notification address (customer-area §7). */
export const addressesQuery = queryOptions({
  queryKey: contractKeys.addresses(),
  queryFn: async ({ signal }) => (await apiCall(getAddressesEndpoint, {}, { signal })).items,
  staleTime: 60 * 1000,
});

export const useAddresses = (enabled: boolean) => useQuery({ ...addressesQuery, enabled });
