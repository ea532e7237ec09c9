import { defineEndpoint } from '../../api/endpoint.ts';
import { ZPublishableKeyParamsSchema, ZPublishableKeyResponseSchema } from '../payment-schemas.ts';

/** GET /api/v1/publishable_key/:platform → { publishable_key, platform }: the key the provider's browser code needs (customer-area §7). */
export const getPublishableKeyEndpoint = defineEndpoint({
  name: 'payments.publishableKey',
  method: 'GET',
  path: '/publishable_key/:platform',
  versions: [1],
  auth: true,
  tags: ['payments'],
  summary: 'The publishable key the web’s card form needs (404 for a platform not offered)',
  params: ZPublishableKeyParamsSchema,
  response: ZPublishableKeyResponseSchema,
  errors: [400, 401, 404],
});
