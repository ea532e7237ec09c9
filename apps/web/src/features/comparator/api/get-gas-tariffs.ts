import { getGasTariffsEndpoint } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';
import { comparatorKeys, REFERENCE_STALE_MS } from './comparator-keys.ts';

/** GET /api/v2/gas/tariff (visitor-and-shell §7): the gas access tariffs (RL.1…), kept 30 minutes (§9). */
export function useGasAccessTariffs() {
  return useQuery({
    queryKey: comparatorKeys.gasTariffs(),
    queryFn: ({ signal }) => apiCall(getGasTariffsEndpoint, {}, { signal }),
    staleTime: REFERENCE_STALE_MS,
  });
}
