import { getPaymentPlatformsEndpoint } from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../../shared/api/api-client.ts';
import { paymentKeys } from './payment-keys.ts';

/** GET /api/v1/payment_platforms_available → { platforms } (customer-area §7). */
export const paymentPlatformsQuery = queryOptions({
  queryKey: paymentKeys.platforms(),
  queryFn: async ({ signal }) => (await apiCall(getPaymentPlatformsEndpoint, {}, { signal })).platforms,
  staleTime: 5 * 60 * 1000,
});
