import { defineEndpoint } from '../../api/endpoint.ts';
import { ZSettingsResponseSchema } from '../settings-schemas.ts';

/** GET /api/v2/ov_customize/ov_private_settings: the settings of a signed-in user (customer-area §7). */
export const getPrivateSettingsEndpoint = defineEndpoint({
  name: 'settings.private',
  method: 'GET',
  path: '/ov_customize/ov_private_settings',
  versions: [2],
  auth: true,
  tags: ['settings'],
  summary: 'Defaults, public and private settings merged, for a signed-in user',
  response: ZSettingsResponseSchema,
  errors: [401],
});
