import { defineEndpoint } from '../../api/endpoint.ts';
import {
  ZStaffContractingLeadListQuerySchema,
  ZStaffContractingLeadListResponseSchema,
} from '../../staff/staff-contracting-lead-schemas.ts';

/** GET /api/v1/integration/contracting-leads?type=&state=&offset=&limit= (an integration token with leads:read): the contracting wizards' leads as staff list them (docs/contracting.md). */
export const listIntegrationContractingLeadsEndpoint = defineEndpoint({
  name: 'integration.contractingLeads',
  method: 'GET',
  path: '/integration/contracting-leads',
  versions: [1],
  auth: false,
  tags: ['integration'],
  summary: 'Integration (leads:read): the contracting wizards’ leads, the most recently changed first',
  query: ZStaffContractingLeadListQuerySchema,
  response: ZStaffContractingLeadListResponseSchema,
  errors: [400, 401, 403, 429],
});
