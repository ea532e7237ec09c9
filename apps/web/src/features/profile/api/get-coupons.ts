import { getCouponsEndpoint, type TLanguage } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';

/** GET /api/v1/user/coupons?lang=: the signed-in customer's coupons in the interface language (customer-area §7). */
export const couponsQuery = (language: TLanguage) =>
  queryOptions({
    queryKey: ['coupons', language],
    queryFn: ({ signal }) => apiCall(getCouponsEndpoint, { query: { lang: language } }, { signal }),
    staleTime: 5 * 60 * 1000,
  });

export const useCoupons = (language: TLanguage, enabled = true) => useQuery({ ...couponsQuery(language), enabled });
