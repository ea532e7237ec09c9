import { type TPayRequest, type TPayResponse, ZPayResponseSchema } from '@portal/domain';
import { apiCall } from '../../../../shared/api/api-client.ts';

/**
 * POST /api/v1/pay: pays an invoice with a payment method of the provider, or finalises an
 * intent after extra authentication or the provider's redirect (customer-area §7). Card
 * outcomes are 200 answers (success, requires_action, error); a refused request throws.
 */
export async function pay(request: TPayRequest): Promise<TPayResponse> {
  return ZPayResponseSchema.parse(await apiCall<unknown>({ method: 'POST', path: '/pay', body: request }));
}
