import { defineEndpoint } from '../../api/endpoint.ts';
import { ZWebhookCreatedSchema, ZWebhookCreateSchema } from '../webhooks.ts';

/** POST /api/v1/staff/webhooks {url, events} (a supervisor's staff token): an https endpoint told of the events it names, with its signing secret in this answer only. 400 webhook_url_not_allowed for another scheme. */
export const createWebhookEndpoint = defineEndpoint({
  name: 'staff.webhooks.create',
  method: 'POST',
  path: '/staff/webhooks',
  versions: [1],
  auth: false,
  tags: ['staff', 'integration'],
  summary: 'Supervisor: register a webhook endpoint (its signing secret shown once)',
  body: ZWebhookCreateSchema,
  response: ZWebhookCreatedSchema,
  successStatus: 201,
  errors: [400, 401, 403],
});
