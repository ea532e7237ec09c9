import { getGasComersEndpoint } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';
import { comparatorKeys, REFERENCE_STALE_MS } from './comparator-keys.ts';

/** GET /api/v2/gas/leads/comers (visitor-and-shell §7): the gas retailers a visitor may come from, kept 30 minutes (§9). */
export function useGasComers() {
  return useQuery({
    queryKey: comparatorKeys.gasComers(),
    queryFn: ({ signal }) => apiCall(getGasComersEndpoint, {}, { signal }),
    staleTime: REFERENCE_STALE_MS,
  });
}
