import { getGasTariffsEndpoint } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';
import { CONTRACTING_REFERENCE_STALE_MS, contractingKeys } from './contracting-keys.ts';

/** GET /api/v2/gas/tariff (visitor-and-shell §7): the gas access tariffs (RL.1…), kept 30 minutes (§9). */
export function useGasAccessTariffs(enabled: boolean) {
  return useQuery({
    queryKey: contractingKeys.gasAccessTariffs(),
    queryFn: ({ signal }) => apiCall(getGasTariffsEndpoint, {}, { signal }),
    staleTime: CONTRACTING_REFERENCE_STALE_MS,
    enabled,
  });
}
