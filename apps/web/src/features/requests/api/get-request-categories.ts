import { getRequestCategoriesEndpoint } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { requestKeys } from './request-keys.ts';

/** GET /api/v1/requests/categories → [{ id, name }] in the page's language. */
export function useRequestCategories() {
  const language = useLanguage();
  return useQuery({
    queryKey: requestKeys.categories(language),
    queryFn: async ({ signal }) => apiCall(getRequestCategoriesEndpoint, {}, { signal }),
    staleTime: 30 * 60 * 1000,
  });
}
