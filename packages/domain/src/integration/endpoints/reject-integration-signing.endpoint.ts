import { defineEndpoint } from '../../api/endpoint.ts';
import { ZSigningIdParamsSchema, ZStaffSigningDetailSchema, ZStaffSigningRejectSchema } from '../../signatures/signing-schemas.ts';

/** POST /api/v1/integration/signatures/:id/reject {reason} (an integration token with queue:work): refused with a reason the customer reads; 409 signing_not_signed. */
export const rejectIntegrationSigningEndpoint = defineEndpoint({
  name: 'integration.signatures.reject',
  method: 'POST',
  path: '/integration/signatures/:id/reject',
  versions: [1],
  auth: false,
  tags: ['integration'],
  summary: 'Integration (queue:work): reject a signed request with a reason',
  params: ZSigningIdParamsSchema,
  body: ZStaffSigningRejectSchema,
  response: ZStaffSigningDetailSchema,
  errors: [400, 401, 403, 404, 409, 429],
});
