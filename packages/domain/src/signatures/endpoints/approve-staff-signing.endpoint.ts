import { defineEndpoint } from '../../api/endpoint.ts';
import { ZSigningIdParamsSchema, ZStaffSigningDetailSchema } from '../signing-schemas.ts';

/**
 * POST /api/v1/staff/signatures/:id/approve (staff token): the signed request is applied to the
 * contract in one transaction and the customer mailed. 409 signing_not_signed when it is not
 * (or no longer) signed: of two staff approving at once, exactly one wins.
 */
export const approveStaffSigningEndpoint = defineEndpoint({
  name: 'staff.signatures.approve',
  method: 'POST',
  path: '/staff/signatures/:id/approve',
  versions: [1],
  auth: false,
  tags: ['staff'],
  summary: 'Staff: approve a signed request (the contract changes)',
  params: ZSigningIdParamsSchema,
  response: ZStaffSigningDetailSchema,
  errors: [400, 401, 404, 409],
});
