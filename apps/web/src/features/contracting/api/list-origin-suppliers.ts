import { getComersEndpoint } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { CONTRACTING_REFERENCE_STALE_MS, contractingKeys } from './contracting-keys.ts';

/** GET /api/v1/leads/comers?lang= (visitor-and-shell §7): the electricity retailers a visitor may come from, kept 30 minutes (§9). */
export function useOriginSuppliers(enabled: boolean) {
  const language = useLanguage();
  return useQuery({
    queryKey: contractingKeys.origins(language),
    queryFn: ({ signal }) => apiCall(getComersEndpoint, { query: { lang: language } }, { signal }),
    staleTime: CONTRACTING_REFERENCE_STALE_MS,
    enabled,
  });
}
