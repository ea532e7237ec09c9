import { ZBannerResponseSchema } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';

/**
 * GET /api/v2/banners/:code → {banner}, 404 when there is none. A failure stays in the query
 * state (customer-area §8: "Banner failure stores the response's error").
 */
export const useBanner = (code: string) =>
  useQuery({
    queryKey: ['banner', code],
    queryFn: async ({ signal }) =>
      ZBannerResponseSchema.parse(await apiCall({ versions: [2], path: '/banners/:code', params: { code }, signal })).banner,
    staleTime: 10 * 60 * 1000,
  });
