import { payEndpoint, type TPayRequest, type TPayResponse } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../../shared/api/api-client.ts';

/**
 * POST /api/v1/pay: pays an invoice with a payment method of the provider, or finalises an
 * intent after extra authentication or the provider's redirect (customer-area §7). Card
 * outcomes are 200 answers (success, requires_action, error); a refused request throws.
 */
export const pay = (request: TPayRequest): Promise<TPayResponse> => apiCall(payEndpoint, { body: request });

export const usePay = () => useMutation({ mutationFn: pay });
