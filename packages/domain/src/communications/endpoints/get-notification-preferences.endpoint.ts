import { defineEndpoint } from '../../api/endpoint.ts';
import { ZNotificationPreferencesSchema } from '../notification-kinds.ts';

/** GET /api/v1/notification_preferences/: which notifications the customer receives by mail (all, until they choose). */
export const getNotificationPreferencesEndpoint = defineEndpoint({
  name: 'communications.preferences',
  method: 'GET',
  path: '/notification_preferences/',
  versions: [1],
  auth: true,
  tags: ['communications'],
  summary: "The customer's mail notifications: invoice issued, payment failed, change signed, price alert fired",
  response: ZNotificationPreferencesSchema,
  errors: [401],
});
