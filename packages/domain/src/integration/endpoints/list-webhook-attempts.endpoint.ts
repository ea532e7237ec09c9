import { defineEndpoint } from '../../api/endpoint.ts';
import { ZWebhookAttemptsQuerySchema, ZWebhookAttemptsResponseSchema, ZWebhookIdParamsSchema } from '../webhooks.ts';

/** GET /api/v1/staff/webhooks/:id/deliveries?offset=&limit= (a supervisor's staff token): every attempt to deliver to the endpoint: the event, the attempt's number, when, the status code or the error. */
export const listWebhookAttemptsEndpoint = defineEndpoint({
  name: 'staff.webhooks.attempts',
  method: 'GET',
  path: '/staff/webhooks/:id/deliveries',
  versions: [1],
  auth: false,
  tags: ['staff', 'integration'],
  summary: 'Supervisor: the delivery log of a webhook endpoint, newest attempt first',
  params: ZWebhookIdParamsSchema,
  query: ZWebhookAttemptsQuerySchema,
  response: ZWebhookAttemptsResponseSchema,
  errors: [400, 401, 403, 404],
});
