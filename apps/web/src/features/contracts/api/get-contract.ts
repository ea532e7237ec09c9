import { getContractEndpoint } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';
import { contractKeys } from '../../../shared/contract/contract-keys.ts';

/** GET /api/v2/contracts/:contractName: the full contract (customer-area §3, §7). */
export const contractQuery = (name: string) =>
  queryOptions({
    queryKey: contractKeys.detail(name),
    queryFn: ({ signal }) => apiCall(getContractEndpoint, { params: { contractName: name } }, { signal }),
    staleTime: 30 * 1000,
  });

export const useContract = (name: string) => useQuery(contractQuery(name));
