import { listCnaesEndpoint } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { CONTRACTING_REFERENCE_STALE_MS, contractingKeys } from './contracting-keys.ts';

/** GET /api/v1/misc/cnaes/ (visitor-and-shell §7): the business activity codes, asked once a business residence is chosen. */
export function useCnaes(enabled: boolean) {
  const language = useLanguage();
  return useQuery({
    queryKey: contractingKeys.cnaes(language),
    queryFn: ({ signal }) => apiCall(listCnaesEndpoint, {}, { signal }),
    staleTime: CONTRACTING_REFERENCE_STALE_MS,
    enabled,
  });
}
