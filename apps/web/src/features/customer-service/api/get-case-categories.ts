import { getCaseCategoriesEndpoint } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { contactKeys } from './contact-keys.ts';

/** GET /api/v1/crm/cases/categories/ → [{ id, name }] in the page's language; `unsigned`: the visitor's form's (customer-area §7). */
export function useCaseCategories(unsigned: boolean) {
  const language = useLanguage();
  return useQuery({
    queryKey: contactKeys.categories(language, unsigned),
    queryFn: async ({ signal }) => await apiCall(getCaseCategoriesEndpoint, unsigned ? { query: { unsigned: 'true' } } : {}, { signal }),
    staleTime: 30 * 60 * 1000,
  });
}
