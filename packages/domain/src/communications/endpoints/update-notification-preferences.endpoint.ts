import { defineEndpoint } from '../../api/endpoint.ts';
import { ZNotificationPreferencesSchema } from '../notification-kinds.ts';

/** PUT /api/v1/notification_preferences/: the customer's choice for every notification kind (refused to a read-only token). */
export const updateNotificationPreferencesEndpoint = defineEndpoint({
  name: 'communications.updatePreferences',
  method: 'PUT',
  path: '/notification_preferences/',
  versions: [1],
  auth: true,
  tags: ['communications'],
  summary: 'Choose which notifications the customer receives by mail',
  body: ZNotificationPreferencesSchema,
  response: ZNotificationPreferencesSchema,
  errors: [400, 401, 403],
});
