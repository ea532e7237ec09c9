import { defineEndpoint, type TEndpointRoute } from '../../api/endpoint.ts';
import { ZSettingsResponseSchema } from '../settings-schemas.ts';

// The route's parts, each written once: the endpoint and the zod-free route below are both
// built of them (a bundler drops an unused endpoint, and its schemas, only so).
const method = 'GET';
const path = '/ov_customize/ov_private_settings';
const versions = [2] as const;

/** GET /api/v2/ov_customize/ov_private_settings: the settings of a signed-in user (customer-area §7). */
export const getPrivateSettingsEndpoint = defineEndpoint({
  name: 'settings.private',
  method,
  path,
  versions,
  auth: true,
  tags: ['settings'],
  summary: 'Defaults, public and private settings merged, for a signed-in user',
  response: ZSettingsResponseSchema,
  errors: [401],
});

/**
 * Its call sits beside the public one in the shell's settings provider, which every page loads:
 * the web calls it from the route (no zod), with the same check as the public settings.
 */
export const getPrivateSettingsRoute: TEndpointRoute<typeof getPrivateSettingsEndpoint> = { method, path, versions };
