import { getGasCupsConfigEndpoint, type TGasCupsConfig } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiCall } from '../../../shared/api/api-client.ts';
import { CONTRACTING_REFERENCE_STALE_MS, contractingKeys } from './contracting-keys.ts';

/** GET /api/v2/gas/contractacio/config/cups/:cups (visitor-and-shell §7): a gas point's toll and availability, asked at 20 or 22 characters. */
export function useGasSupplyPointLookup(): (cups: string) => Promise<TGasCupsConfig> {
  const queryClient = useQueryClient();
  return useCallback(
    (cups: string) =>
      queryClient.fetchQuery({
        queryKey: contractingKeys.gasSupplyPoint(cups),
        queryFn: ({ signal }) => apiCall(getGasCupsConfigEndpoint, { params: { cups } }, { signal }),
        staleTime: CONTRACTING_REFERENCE_STALE_MS,
        retry: false,
      }),
    [queryClient],
  );
}
