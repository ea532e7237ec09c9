import { defineEndpoint } from '../../api/endpoint.ts';
import { ZPayRequestSchema, ZPayResponseSchema } from '../payment-schemas.ts';

/**
 * POST /api/v1/pay: pays an invoice with a payment method, or finalises an intent after extra
 * authentication or the provider's redirect (customer-area §7). Card outcomes (success,
 * requires_action, error) are all 200; a refused request is an error status.
 */
export const payEndpoint = defineEndpoint({
  name: 'payments.pay',
  method: 'POST',
  path: '/pay',
  versions: [1],
  auth: true,
  tags: ['payments'],
  summary:
    'Pay an invoice with a payment method, or finalise an intent after extra authentication. Card outcomes are 200; ' +
    'another customer’s invoice 404, an invoice not payable or already being paid 409',
  body: ZPayRequestSchema,
  response: ZPayResponseSchema,
  errors: [400, 401, 403, 404, 409],
});
