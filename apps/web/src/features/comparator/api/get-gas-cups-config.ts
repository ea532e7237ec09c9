import { getGasCupsConfigEndpoint, type TGasCupsConfig } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiCall } from '../../../shared/api/api-client.ts';
import { comparatorKeys, REFERENCE_STALE_MS } from './comparator-keys.ts';

/**
 * GET /api/v2/gas/contractacio/config/cups/:cups (visitor-and-shell §7): a gas point's toll,
 * asked when the CUPS typed reaches 20 or 22 characters (§4.4), kept 30 minutes.
 */
export function useGasCupsConfigLookup(): (cups: string) => Promise<TGasCupsConfig> {
  const queryClient = useQueryClient();
  return useCallback(
    (cups: string) =>
      queryClient.fetchQuery({
        queryKey: comparatorKeys.gasCups(cups),
        queryFn: ({ signal }) => apiCall(getGasCupsConfigEndpoint, { params: { cups } }, { signal }),
        staleTime: REFERENCE_STALE_MS,
        retry: false,
      }),
    [queryClient],
  );
}
