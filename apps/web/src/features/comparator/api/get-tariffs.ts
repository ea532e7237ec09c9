import { getTariffsEndpoint } from '@portal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';
import { comparatorKeys, REFERENCE_STALE_MS } from './comparator-keys.ts';

/**
 * GET /api/v1/tariff?power= (visitor-and-shell §7): the access tariffs offered for a power. The
 * power is in the key, so a new power reloads the list (§4.4); the last list stays shown while
 * the next loads (isPlaceholderData says so), and none is asked before a power is typed.
 */
export function useAccessTariffs(power: number | undefined) {
  return useQuery({
    queryKey: comparatorKeys.tariffs(power),
    queryFn: ({ signal }) => apiCall(getTariffsEndpoint, { query: { power } }, { signal }),
    enabled: power !== undefined,
    staleTime: REFERENCE_STALE_MS,
    placeholderData: keepPreviousData,
  });
}
