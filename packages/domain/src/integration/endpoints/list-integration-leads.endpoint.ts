import { defineEndpoint } from '../../api/endpoint.ts';
import { ZStaffLeadListQuerySchema, ZStaffLeadListResponseSchema } from '../../staff/staff-lead-schemas.ts';

/** GET /api/v1/integration/leads?kind=&from=&to=&offset=&limit= (an integration token with leads:read): the visitors' leads as staff list them (docs/leads.md). */
export const listIntegrationLeadsEndpoint = defineEndpoint({
  name: 'integration.leads',
  method: 'GET',
  path: '/integration/leads',
  versions: [1],
  auth: false,
  tags: ['integration'],
  summary: 'Integration (leads:read): the visitors’ leads, newest first',
  query: ZStaffLeadListQuerySchema,
  response: ZStaffLeadListResponseSchema,
  errors: [400, 401, 403, 429],
});
