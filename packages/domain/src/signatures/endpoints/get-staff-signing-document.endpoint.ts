import { defineEndpoint, FILE_RESPONSE } from '../../api/endpoint.ts';
import { ZSigningIdParamsSchema } from '../signing-schemas.ts';

/**
 * GET /api/v1/staff/signatures/:id/document (staff token): the sealed PDF of a signed request, as
 * kept among the contract's attachments. 404 not_found for a request not signed (no sealed PDF) or unknown.
 */
export const getStaffSigningDocumentEndpoint = defineEndpoint({
  name: 'staff.signatures.document',
  method: 'GET',
  path: '/staff/signatures/:id/document',
  versions: [1],
  auth: false,
  tags: ['staff'],
  summary: 'Staff: the sealed PDF of a signed request',
  params: ZSigningIdParamsSchema,
  response: FILE_RESPONSE,
  errors: [400, 401, 404],
});
