import { defineEndpoint, FILE_RESPONSE } from '../../api/endpoint.ts';
import { ZStaffLeadExportQuerySchema } from '../staff-lead-schemas.ts';

/**
 * GET /api/v1/staff/leads/export?kind=&from=&to= (staff token): the same leads as a CSV, every
 * field, in the request's language (Accept-Language: its headers, dates and separator).
 */
export const exportStaffLeadsEndpoint = defineEndpoint({
  name: 'staff.leadsExport',
  method: 'GET',
  path: '/staff/leads/export',
  versions: [1],
  auth: false,
  tags: ['staff'],
  summary: 'Staff: the visitors’ leads as a CSV',
  query: ZStaffLeadExportQuerySchema,
  response: FILE_RESPONSE,
  errors: [400, 401],
});
