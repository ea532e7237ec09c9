import { defineEndpoint } from '../../api/endpoint.ts';
import { ZWebhookListResponseSchema } from '../webhooks.ts';

/** GET /api/v1/staff/webhooks (a supervisor's staff token): every endpoint, newest first, disabled ones included. */
export const listWebhooksEndpoint = defineEndpoint({
  name: 'staff.webhooks.list',
  method: 'GET',
  path: '/staff/webhooks',
  versions: [1],
  auth: false,
  tags: ['staff', 'integration'],
  summary: 'Supervisor: list the webhook endpoints (never their secrets)',
  response: ZWebhookListResponseSchema,
  errors: [401, 403],
});
