import { defineEndpoint } from '../../api/endpoint.ts';
import { ZOverviewSchema } from '../overview-schemas.ts';

/**
 * GET /api/v1/overview: the signed-in overview in one request (docs/overview.md). It only reads,
 * so a read-only (impersonation) token may ask for it.
 */
export const getOverviewEndpoint = defineEndpoint({
  name: 'overview.get',
  method: 'GET',
  path: '/overview',
  versions: [1],
  auth: true,
  tags: ['overview'],
  summary: "The customer's overview: debt, next bill forecasts, this month's consumption against last year's, what waits",
  response: ZOverviewSchema,
  errors: [401],
});
