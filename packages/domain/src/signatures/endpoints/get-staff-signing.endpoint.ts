import { defineEndpoint } from '../../api/endpoint.ts';
import { ZSigningIdParamsSchema, ZStaffSigningDetailSchema } from '../signing-schemas.ts';

/** GET /api/v1/staff/signatures/:id (staff token): one request, what it asks and the signature's evidence. */
export const getStaffSigningEndpoint = defineEndpoint({
  name: 'staff.signatures.detail',
  method: 'GET',
  path: '/staff/signatures/:id',
  versions: [1],
  auth: false,
  tags: ['staff'],
  summary: 'Staff: one signing request with its evidence',
  params: ZSigningIdParamsSchema,
  response: ZStaffSigningDetailSchema,
  errors: [400, 401, 404],
});
