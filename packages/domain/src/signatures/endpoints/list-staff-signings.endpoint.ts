import { defineEndpoint } from '../../api/endpoint.ts';
import { ZStaffSigningQueueQuerySchema, ZStaffSigningQueueResponseSchema } from '../signing-schemas.ts';

/** GET /api/v1/staff/signatures?state=signed (staff token): the queue of signed requests to approve or reject, oldest signature first. */
export const listStaffSigningsEndpoint = defineEndpoint({
  name: 'staff.signatures.list',
  method: 'GET',
  path: '/staff/signatures',
  versions: [1],
  auth: false,
  tags: ['staff'],
  summary: 'Staff: the signed requests waiting to be processed',
  query: ZStaffSigningQueueQuerySchema,
  response: ZStaffSigningQueueResponseSchema,
  errors: [400, 401],
});
