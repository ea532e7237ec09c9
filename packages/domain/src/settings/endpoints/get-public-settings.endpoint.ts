import { defineEndpoint } from '../../api/endpoint.ts';
import { ZSettingsResponseSchema } from '../settings-schemas.ts';

/** GET /api/v2/ov_customize/ov_settings: settings anyone may read (customer-area §3, §7). */
export const getPublicSettingsEndpoint = defineEndpoint({
  name: 'settings.public',
  method: 'GET',
  path: '/ov_customize/ov_settings',
  versions: [2],
  auth: false,
  tags: ['settings'],
  summary: 'Public settings merged over the built-in defaults',
  response: ZSettingsResponseSchema,
  errors: [],
});
