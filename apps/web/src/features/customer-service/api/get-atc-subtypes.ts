import { getAtcSubtypesEndpoint } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { atcKeys } from './atc-keys.ts';

/**
 * GET /api/v1/atc/tipus/:tipus/subtipus → [{ name, desc }], fetched once a type is chosen
 * (customer-area §4: uninitialized while none is, then fetching, success).
 */
export function useAtcSubtypes(tipus: number | undefined) {
  const language = useLanguage();
  return useQuery({
    queryKey: atcKeys.subtypes(language, tipus ?? 0),
    queryFn: async ({ signal }) => apiCall(getAtcSubtypesEndpoint, { params: { tipus: tipus ?? 0 } }, { signal }),
    enabled: tipus !== undefined,
    staleTime: 30 * 60 * 1000,
  });
}
