import { defineEndpoint } from '../../api/endpoint.ts';
import { ZIdempotencyHeadersSchema } from '../idempotency-key.ts';
import { ZPayRequestSchema, ZPayResponseSchema } from '../payment-schemas.ts';

/**
 * POST /api/v1/pay: pays an invoice with a payment method, or finalises an intent after extra
 * authentication or the provider's redirect (customer-area §7). Card outcomes (success,
 * requires_action, error) are all 200; a refused request is an error status. With an
 * Idempotency-Key, a retry answers the first call's result (same status and body); the same key
 * for another request is 422 idempotency_key_reused, and while its first call runs 409
 * idempotency_key_in_use (apps/api payments/idempotent-pay.ts).
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
    'another customer’s invoice 404, an invoice not payable or already being paid 409 (payment_in_process while an ' +
    'attempt awaits its answer); an Idempotency-Key retried answers the first result, reused for another request 422',
  headers: ZIdempotencyHeadersSchema,
  body: ZPayRequestSchema,
  response: ZPayResponseSchema,
  errors: [400, 401, 403, 404, 409, 422],
});
