import { getCupsConfigEndpoint, type TCupsConfig } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiCall } from '../../../shared/api/api-client.ts';
import { comparatorKeys, REFERENCE_STALE_MS } from './comparator-keys.ts';

/**
 * GET /api/v1/contractacio/config/cups/:cups (visitor-and-shell §3.6, §7): what the registry
 * knows of an electricity supply point. Asked when the CUPS typed reaches 20 or 22 characters
 * (§4.4, §9), not on every keystroke, hence a function rather than a query; the answer is kept
 * 30 minutes like the other reference data. Rejects with the ApiError (404: unknown point).
 */
export function useCupsConfigLookup(): (cups: string) => Promise<TCupsConfig> {
  const queryClient = useQueryClient();
  return useCallback(
    (cups: string) =>
      queryClient.fetchQuery({
        queryKey: comparatorKeys.cups(cups),
        queryFn: ({ signal }) => apiCall(getCupsConfigEndpoint, { params: { cups } }, { signal }),
        staleTime: REFERENCE_STALE_MS,
        retry: false,
      }),
    [queryClient],
  );
}
