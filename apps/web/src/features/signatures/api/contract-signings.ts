import { cancelSigningEndpoint, listContractSigningsEndpoint } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';
import { contractKeys } from '../../../shared/contract/contract-keys.ts';

const signingsKey = (name: string) => [...contractKeys.all, 'signatures', name] as const;

/** GET /api/v1/contracts/:contractName/signatures: the contract's pending signatures and recent outcomes. */
export const useContractSignings = (name: string) =>
  useQuery({
    queryKey: signingsKey(name),
    queryFn: ({ signal }) => apiCall(listContractSigningsEndpoint, { params: { contractName: name } }, { signal }),
    staleTime: 30 * 1000,
  });

/** POST /api/v1/signatures/:id/cancel; the contract (its pending changes, its buttons) is read again after it. */
export const useCancelSigning = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiCall(cancelSigningEndpoint, { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: contractKeys.all }),
  });
};
