import { defineEndpoint } from '../../api/endpoint.ts';
import { ZSigningIdParamsSchema, ZStaffSigningDetailSchema, ZStaffSigningRejectSchema } from '../signing-schemas.ts';

/** POST /api/v1/staff/signatures/:id/reject {reason} (staff token): the signed request is refused with a reason the customer reads. 409 signing_not_signed. */
export const rejectStaffSigningEndpoint = defineEndpoint({
  name: 'staff.signatures.reject',
  method: 'POST',
  path: '/staff/signatures/:id/reject',
  versions: [1],
  auth: false,
  tags: ['staff'],
  summary: 'Staff: reject a signed request with a reason',
  params: ZSigningIdParamsSchema,
  body: ZStaffSigningRejectSchema,
  response: ZStaffSigningDetailSchema,
  errors: [400, 401, 404, 409],
});
