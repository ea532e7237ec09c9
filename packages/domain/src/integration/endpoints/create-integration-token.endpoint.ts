import { defineEndpoint } from '../../api/endpoint.ts';
import { ZIntegrationTokenCreatedSchema, ZIntegrationTokenCreateSchema } from '../integration-tokens.ts';

/** POST /api/v1/staff/integration-tokens {name, scopes} (a supervisor's staff token): a new token for the retailer's systems, its secret in this answer only (docs/integration.md). An agent gets 403 staff_role_required. */
export const createIntegrationTokenEndpoint = defineEndpoint({
  name: 'staff.integrationTokens.create',
  method: 'POST',
  path: '/staff/integration-tokens',
  versions: [1],
  auth: false,
  tags: ['staff', 'integration'],
  summary: 'Supervisor: create an integration token (its secret shown once)',
  body: ZIntegrationTokenCreateSchema,
  response: ZIntegrationTokenCreatedSchema,
  successStatus: 201,
  errors: [400, 401, 403],
});
