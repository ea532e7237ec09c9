import { getRequestEndpoint } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { requestKeys } from './request-keys.ts';

/** GET /api/v1/requests/:number: the case with its conversation, oldest message first. */
export function useRequest(number: string) {
  const language = useLanguage();
  return useQuery({
    queryKey: requestKeys.detail(language, number),
    queryFn: async ({ signal }) => apiCall(getRequestEndpoint, { params: { number } }, { signal }),
    staleTime: 15 * 1000,
  });
}
