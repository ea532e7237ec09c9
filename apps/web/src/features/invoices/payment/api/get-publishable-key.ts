import { getPublishableKeyEndpoint, type TPaymentPlatform } from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../../shared/api/api-client.ts';
import { paymentKeys } from './payment-keys.ts';

/** GET /api/v1/publishable_key/:platform → { publishable_key, platform }: the key the provider's browser code needs. */
export const publishableKeyQuery = (platform: TPaymentPlatform) =>
  queryOptions({
    queryKey: paymentKeys.publishableKey(platform),
    queryFn: async ({ signal }) => (await apiCall(getPublishableKeyEndpoint, { params: { platform } }, { signal })).publishable_key,
    staleTime: 5 * 60 * 1000,
  });
