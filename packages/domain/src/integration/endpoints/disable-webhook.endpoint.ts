import { defineEndpoint } from '../../api/endpoint.ts';
import { ZWebhookIdParamsSchema, ZWebhookSchema } from '../webhooks.ts';

/** POST /api/v1/staff/webhooks/:id/disable (a supervisor's staff token): no event is queued for it any more and its pending deliveries are given up. */
export const disableWebhookEndpoint = defineEndpoint({
  name: 'staff.webhooks.disable',
  method: 'POST',
  path: '/staff/webhooks/:id/disable',
  versions: [1],
  auth: false,
  tags: ['staff', 'integration'],
  summary: 'Supervisor: disable a webhook endpoint (nothing more is sent to it)',
  params: ZWebhookIdParamsSchema,
  response: ZWebhookSchema,
  errors: [400, 401, 403, 404],
});
