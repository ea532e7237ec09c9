import { getGasComersEndpoint } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';
import { CONTRACTING_REFERENCE_STALE_MS, contractingKeys } from './contracting-keys.ts';

/** GET /api/v2/gas/leads/comers (visitor-and-shell §7): the gas retailers a visitor may come from, kept 30 minutes (§9). */
export function useGasOriginSuppliers(enabled: boolean) {
  return useQuery({
    queryKey: contractingKeys.gasOrigins(),
    queryFn: ({ signal }) => apiCall(getGasComersEndpoint, {}, { signal }),
    staleTime: CONTRACTING_REFERENCE_STALE_MS,
    enabled,
  });
}
