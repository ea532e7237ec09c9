import { defineEndpoint } from '../../api/endpoint.ts';
import { ZStaffCaseListQuerySchema, ZStaffCaseListResponseSchema } from '../staff-schemas.ts';

/**
 * GET /api/v1/staff/cases?status=open&offset=&limit= (staff token): the cases, paged, the one
 * waiting longest (oldest last activity) first. A customer's token gets 401.
 */
export const listStaffCasesEndpoint = defineEndpoint({
  name: 'staff.cases',
  method: 'GET',
  path: '/staff/cases',
  versions: [1],
  auth: false,
  tags: ['staff'],
  summary: 'Staff: list cases (open by default), oldest waiting first',
  query: ZStaffCaseListQuerySchema,
  response: ZStaffCaseListResponseSchema,
  errors: [400, 401],
});
