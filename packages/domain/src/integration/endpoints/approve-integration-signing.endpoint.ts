import { defineEndpoint } from '../../api/endpoint.ts';
import { ZSigningIdParamsSchema, ZStaffSigningDetailSchema } from '../../signatures/signing-schemas.ts';

/** POST /api/v1/integration/signatures/:id/approve (an integration token with queue:work): applied as staff's approval; 409 signing_not_signed when it is not (or no longer) signed. */
export const approveIntegrationSigningEndpoint = defineEndpoint({
  name: 'integration.signatures.approve',
  method: 'POST',
  path: '/integration/signatures/:id/approve',
  versions: [1],
  auth: false,
  tags: ['integration'],
  summary: 'Integration (queue:work): approve a signed request (the contract changes)',
  params: ZSigningIdParamsSchema,
  response: ZStaffSigningDetailSchema,
  errors: [400, 401, 403, 404, 409, 429],
});
