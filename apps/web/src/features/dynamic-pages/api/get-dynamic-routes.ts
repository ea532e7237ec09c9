import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';

/**
 * The contract, with its zod, loads when the routes are first asked for: the shell's menus
 * ask, on every page, but only for signed-in users (docs/decisions.md, "First-page calls").
 * A path into the domain, not its index: a dynamic import of the index would take every
 * domain module into the chunk.
 */
const loadDynamicRoutesEndpoint = () =>
  import('@portal/domain/shell/endpoints/get-dynamic-routes.endpoint').then((module) => module.getDynamicRoutesEndpoint);

/**
 * GET /api/v1/ov_customize/html_dinamic_routes : menu entries of the dynamic pages, for
 * signed-in users when the deployment enables server elements.
 */
export const useDynamicRoutes = (enabled: boolean) => {
  // Menu entries are in the interface language (Accept-Language): another language is another query.
  const language = useLanguage();
  return useQuery({
    queryKey: ['html-routes', language],
    queryFn: async ({ signal }) => (await apiCall(await loadDynamicRoutesEndpoint(), {}, { signal })).items,
    enabled,
    staleTime: 5 * 60 * 1000,
  });
};
