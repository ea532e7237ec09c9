import { defineEndpoint } from '../../api/endpoint.ts';
import { ZPaymentPlatformsResponseSchema } from '../payment-schemas.ts';

/** GET /api/v1/payment_platforms_available → { platforms } (customer-area §7). */
export const getPaymentPlatformsEndpoint = defineEndpoint({
  name: 'payments.platforms',
  method: 'GET',
  path: '/payment_platforms_available',
  versions: [1],
  auth: true,
  tags: ['payments'],
  summary: 'The card payment platform customers pay with: the built-in sandbox, or Stripe when configured',
  response: ZPaymentPlatformsResponseSchema,
  errors: [401],
});
