import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../api/api-client.ts';
import { bannerFromResponse } from '../model/banner-response.ts';

/**
 * GET /api/v2/banners/:code → {banner}, 404 when there is none. A failure stays in the query
 * state (customer-area §8: "Banner failure stores the response's error"). The login page
 * shows a banner, so the answer is checked without zod (bannerFromResponse).
 */
export const useBanner = (code: string) =>
  useQuery({
    queryKey: ['banner', code],
    queryFn: async ({ signal }) => bannerFromResponse(await apiCall({ versions: [2], path: '/banners/:code', params: { code }, signal })),
    staleTime: 10 * 60 * 1000,
  });
