import { defineEndpoint } from '../../api/endpoint.ts';
import { ZStaffSigningQueueQuerySchema, ZStaffSigningQueueResponseSchema } from '../../signatures/signing-schemas.ts';

/** GET /api/v1/integration/signatures?state=signed&offset=&limit= (an integration token with queue:work): the signed requests to process, as staff's queue (docs/signatures.md). */
export const listIntegrationSigningsEndpoint = defineEndpoint({
  name: 'integration.signatures',
  method: 'GET',
  path: '/integration/signatures',
  versions: [1],
  auth: false,
  tags: ['integration'],
  summary: 'Integration (queue:work): the queue of signed requests, oldest signature first',
  query: ZStaffSigningQueueQuerySchema,
  response: ZStaffSigningQueueResponseSchema,
  errors: [400, 401, 403, 429],
});
