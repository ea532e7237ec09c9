import { getComersEndpoint } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { comparatorKeys, REFERENCE_STALE_MS } from './comparator-keys.ts';

/** GET /api/v1/leads/comers?lang= (visitor-and-shell §7): the electricity retailers a visitor may come from, kept 30 minutes (§9). */
export function useComers() {
  const language = useLanguage();
  return useQuery({
    queryKey: comparatorKeys.comers(language),
    queryFn: ({ signal }) => apiCall(getComersEndpoint, { query: { lang: language } }, { signal }),
    staleTime: REFERENCE_STALE_MS,
  });
}
