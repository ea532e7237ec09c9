import { getContractListInfoEndpoint } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';
import { contractKeys } from '../../../shared/contract/contract-keys.ts';

/** GET /api/v2/contracts/list-info/: how many electricity and gas contracts the customer has (customer-area §7). */
export const contractListInfoQuery = queryOptions({
  queryKey: contractKeys.listInfo(),
  queryFn: async ({ signal }) => (await apiCall(getContractListInfoEndpoint, {}, { signal })).result,
  staleTime: 60 * 1000,
});

export const useContractListInfo = () => useQuery(contractListInfoQuery);
