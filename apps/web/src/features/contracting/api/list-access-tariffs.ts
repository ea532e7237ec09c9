import { getTariffsEndpoint } from '@portal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';
import { CONTRACTING_REFERENCE_STALE_MS, contractingKeys } from './contracting-keys.ts';

/**
 * GET /api/v1/tariff?power= (visitor-and-shell §7): the access tariffs offered for the power typed
 * on the contract step, kept 30 minutes (§9). The last list stays shown while the next loads.
 */
export function useAccessTariffs(power: number | undefined) {
  return useQuery({
    queryKey: contractingKeys.accessTariffs(power),
    queryFn: ({ signal }) => apiCall(getTariffsEndpoint, { query: { power } }, { signal }),
    enabled: power !== undefined,
    staleTime: CONTRACTING_REFERENCE_STALE_MS,
    placeholderData: keepPreviousData,
  });
}
