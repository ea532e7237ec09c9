import { defineEndpoint } from '../../api/endpoint.ts';
import { ZStaffLeadListQuerySchema, ZStaffLeadListResponseSchema } from '../staff-lead-schemas.ts';

/**
 * GET /api/v1/staff/leads?kind=&from=&to=&offset=&limit= (staff token): the visitors' leads, paged,
 * newest first (docs/leads.md). A customer's token gets 401.
 */
export const listStaffLeadsEndpoint = defineEndpoint({
  name: 'staff.leads',
  method: 'GET',
  path: '/staff/leads',
  versions: [1],
  auth: false,
  tags: ['staff'],
  summary: 'Staff: list the visitors’ leads, newest first',
  query: ZStaffLeadListQuerySchema,
  response: ZStaffLeadListResponseSchema,
  errors: [400, 401],
});
