import { CONTRACT_MAX_PAGE_SIZE, getContractsEndpoint } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';
import { requestKeys } from './request-keys.ts';

/** The customer's contracts a request may name (both kinds, the first page of the largest size): name and supply address. */
export function useRequestContracts() {
  return useQuery({
    queryKey: requestKeys.contracts(),
    queryFn: async ({ signal }) => {
      const answer = await apiCall(getContractsEndpoint, { query: { limit: CONTRACT_MAX_PAGE_SIZE } }, { signal });
      return answer.items.map((contract) => ({ name: contract.name, address: contract.cups.full_address }));
    },
    staleTime: 60 * 1000,
  });
}
