import { CONTRACT_MAX_PAGE_SIZE, getContractsEndpoint } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';
import { atcKeys } from './atc-keys.ts';

/** The customer's contracts a claim or a contact can name (both kinds, the first page of the largest size): name, kind and supply address. */
export function useClaimContracts() {
  return useQuery({
    queryKey: atcKeys.contracts(),
    queryFn: async ({ signal }) => {
      const answer = await apiCall(getContractsEndpoint, { query: { limit: CONTRACT_MAX_PAGE_SIZE } }, { signal });
      return answer.items.map((contract) => ({ name: contract.name, type: contract.type, address: contract.cups.full_address }));
    },
    staleTime: 60 * 1000,
  });
}
