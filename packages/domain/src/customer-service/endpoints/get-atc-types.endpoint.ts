import { defineEndpoint } from '../../api/endpoint.ts';
import { ZAtcTypesResponseSchema } from '../atc-schemas.ts';

/** GET /api/v1/atc/tipus → [{ id, label }]: the customer-service types, labels in the request's language (customer-area §7). */
export const getAtcTypesEndpoint = defineEndpoint({
  name: 'customerService.atcTypes',
  method: 'GET',
  path: '/atc/tipus',
  versions: [1],
  auth: true,
  tags: ['customer service'],
  summary: 'Customer-service (ATC) claim types',
  response: ZAtcTypesResponseSchema,
  errors: [401],
});
