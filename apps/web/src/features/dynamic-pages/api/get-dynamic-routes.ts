import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';
import { loadDomainSchemas } from '../../../shared/api/load-domain-schemas.ts';

/**
 * GET /api/v1/ov_customize/html_dinamic_routes : menu entries of the dynamic pages, for
 * signed-in users when the deployment enables server elements.
 */
export const useDynamicRoutes = (enabled: boolean) =>
  useQuery({
    queryKey: ['html-routes'],
    queryFn: async ({ signal }) => {
      const body = await apiCall({ path: '/ov_customize/html_dinamic_routes', signal });
      const { ZHtmlRoutesResponseSchema } = await loadDomainSchemas();
      return ZHtmlRoutesResponseSchema.parse(body).items;
    },
    enabled,
    staleTime: 5 * 60 * 1000,
  });
