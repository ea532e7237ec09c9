import { listRequestsEndpoint } from '@portal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { requestKeys } from './request-keys.ts';

/** GET /api/v1/requests?offset&limit: one page of the customer's cases, latest activity first. The previous page stays while the next loads. */
export function useRequestList(offset: number, limit: number) {
  const language = useLanguage();
  return useQuery({
    queryKey: requestKeys.list(language, offset, limit),
    queryFn: async ({ signal }) => apiCall(listRequestsEndpoint, { query: { offset, limit } }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 15 * 1000,
  });
}
