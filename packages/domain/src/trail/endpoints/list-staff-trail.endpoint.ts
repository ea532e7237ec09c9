import { defineEndpoint } from '../../api/endpoint.ts';
import { ZStaffTrailQuerySchema, ZStaffTrailResponseSchema } from '../trail-model.ts';

/**
 * GET /api/v1/staff/trail?customer_id=&actor=&action=&from=&to=&offset=&limit= (staff token): every
 * line of the trail, filtered, paged, newest first (docs/trail.md). A customer's token gets 401.
 */
export const listStaffTrailEndpoint = defineEndpoint({
  name: 'staff.trail',
  method: 'GET',
  path: '/staff/trail',
  versions: [1],
  auth: false,
  tags: ['staff'],
  summary: 'Staff: the trail of every action, filtered, newest first',
  query: ZStaffTrailQuerySchema,
  response: ZStaffTrailResponseSchema,
  errors: [400, 401],
});
