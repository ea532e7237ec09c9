import { defineEndpoint } from '../../api/endpoint.ts';
import { ZIntegrationTokenIdParamsSchema, ZIntegrationTokenSchema } from '../integration-tokens.ts';

/** POST /api/v1/staff/integration-tokens/:id/revoke (a supervisor's staff token): the token is refused at once; revoking a revoked token changes nothing. */
export const revokeIntegrationTokenEndpoint = defineEndpoint({
  name: 'staff.integrationTokens.revoke',
  method: 'POST',
  path: '/staff/integration-tokens/:id/revoke',
  versions: [1],
  auth: false,
  tags: ['staff', 'integration'],
  summary: 'Supervisor: revoke an integration token (refused from the next call on)',
  params: ZIntegrationTokenIdParamsSchema,
  response: ZIntegrationTokenSchema,
  errors: [400, 401, 403, 404],
});
