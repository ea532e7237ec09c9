import { getAtcTypesEndpoint } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { atcKeys } from './atc-keys.ts';

/** GET /api/v1/atc/tipus → [{ id, label }] in the page's language (customer-area §7). */
export function useAtcTypes() {
  const language = useLanguage();
  return useQuery({
    queryKey: atcKeys.types(language),
    queryFn: async ({ signal }) => await apiCall(getAtcTypesEndpoint, {}, { signal }),
    staleTime: 30 * 60 * 1000,
  });
}
