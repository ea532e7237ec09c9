import { getCupsConfigEndpoint, type TCupsConfig } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiCall } from '../../../shared/api/api-client.ts';
import { CONTRACTING_REFERENCE_STALE_MS, contractingKeys } from './contracting-keys.ts';

/**
 * GET /api/v1/contractacio/config/cups/:cups (visitor-and-shell §2.3, §7): what the registry
 * knows of an electricity supply point, asked when the CUPS typed reaches 20 or 22 characters
 * (§9), hence a function rather than a query. Rejects with the ApiError (404: unknown point).
 */
export function useSupplyPointLookup(): (cups: string) => Promise<TCupsConfig> {
  const queryClient = useQueryClient();
  return useCallback(
    (cups: string) =>
      queryClient.fetchQuery({
        queryKey: contractingKeys.supplyPoint(cups),
        queryFn: ({ signal }) => apiCall(getCupsConfigEndpoint, { params: { cups } }, { signal }),
        staleTime: CONTRACTING_REFERENCE_STALE_MS,
        retry: false,
      }),
    [queryClient],
  );
}
