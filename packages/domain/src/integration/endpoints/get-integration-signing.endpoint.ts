import { defineEndpoint } from '../../api/endpoint.ts';
import { ZSigningIdParamsSchema, ZStaffSigningDetailSchema } from '../../signatures/signing-schemas.ts';

/** GET /api/v1/integration/signatures/:id (an integration token with queue:work): what the request asks and the evidence of its signature. */
export const getIntegrationSigningEndpoint = defineEndpoint({
  name: 'integration.signatures.detail',
  method: 'GET',
  path: '/integration/signatures/:id',
  versions: [1],
  auth: false,
  tags: ['integration'],
  summary: 'Integration (queue:work): one signed request with its evidence',
  params: ZSigningIdParamsSchema,
  response: ZStaffSigningDetailSchema,
  errors: [400, 401, 403, 404, 429],
});
