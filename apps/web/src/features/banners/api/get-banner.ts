import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';
import { loadDomainSchemas } from '../../../shared/api/load-domain-schemas.ts';

/**
 * GET /api/v2/banners/:code → {banner}, 404 when there is none. A failure stays in the query
 * state (customer-area §8: "Banner failure stores the response's error"). The login page
 * shows a banner: its schema (and zod) load behind loadDomainSchemas, off the first page.
 */
export const useBanner = (code: string) =>
  useQuery({
    queryKey: ['banner', code],
    queryFn: async ({ signal }) => {
      const [body, { ZBannerResponseSchema }] = await Promise.all([
        apiCall({ versions: [2], path: '/banners/:code', params: { code }, signal }),
        loadDomainSchemas(),
      ]);
      return ZBannerResponseSchema.parse(body).banner;
    },
    staleTime: 10 * 60 * 1000,
  });
