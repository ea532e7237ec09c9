import { defineEndpoint, FILE_RESPONSE } from '../../api/endpoint.ts';
import { ZStaffContractingLeadExportQuerySchema } from '../staff-contracting-lead-schemas.ts';

/**
 * GET /api/v1/staff/contracting-leads/export?type=&state=&from=&to= (staff token): the contracting
 * wizards' leads as a CSV, one a line, in the request's language (Accept-Language: its headers,
 * words, dates and separator), as the visitors' leads' export (docs/contracting.md, "Staff").
 */
export const exportStaffContractingLeadsEndpoint = defineEndpoint({
  name: 'staff.contractingLeadsExport',
  method: 'GET',
  path: '/staff/contracting-leads/export',
  versions: [1],
  auth: false,
  tags: ['staff'],
  summary: 'Staff: the contracting wizards’ leads as a CSV',
  query: ZStaffContractingLeadExportQuerySchema,
  response: FILE_RESPONSE,
  errors: [400, 401],
});
