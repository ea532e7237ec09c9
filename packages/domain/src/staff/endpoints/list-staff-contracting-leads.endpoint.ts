import { defineEndpoint } from '../../api/endpoint.ts';
import { ZStaffContractingLeadListQuerySchema, ZStaffContractingLeadListResponseSchema } from '../staff-contracting-lead-schemas.ts';

/**
 * GET /api/v1/staff/contracting-leads?type=&state=&offset=&limit= (staff token): the contracting
 * wizards' leads, paged, most recently changed first (docs/contracting.md). A customer's token gets 401.
 */
export const listStaffContractingLeadsEndpoint = defineEndpoint({
  name: 'staff.contractingLeads',
  method: 'GET',
  path: '/staff/contracting-leads',
  versions: [1],
  auth: false,
  tags: ['staff'],
  summary: 'Staff: list the contracting wizards’ leads, most recently changed first',
  query: ZStaffContractingLeadListQuerySchema,
  response: ZStaffContractingLeadListResponseSchema,
  errors: [400, 401],
});
