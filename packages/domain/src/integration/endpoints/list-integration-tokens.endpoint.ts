import { defineEndpoint } from '../../api/endpoint.ts';
import { ZIntegrationTokenListResponseSchema } from '../integration-tokens.ts';

/** GET /api/v1/staff/integration-tokens (a supervisor's staff token): every token, newest first, revoked ones included, without secrets. */
export const listIntegrationTokensEndpoint = defineEndpoint({
  name: 'staff.integrationTokens.list',
  method: 'GET',
  path: '/staff/integration-tokens',
  versions: [1],
  auth: false,
  tags: ['staff', 'integration'],
  summary: 'Supervisor: list the integration tokens (never their secrets)',
  response: ZIntegrationTokenListResponseSchema,
  errors: [401, 403],
});
