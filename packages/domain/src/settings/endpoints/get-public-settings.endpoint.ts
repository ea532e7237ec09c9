import { defineEndpoint, type TEndpointRoute } from '../../api/endpoint.ts';
import { ZSettingsResponseSchema } from '../settings-schemas.ts';

// The route's parts, each written once: the endpoint and the zod-free route below are both
// built of them (a bundler drops an unused endpoint, and its schemas, only so).
const method = 'GET';
const path = '/ov_customize/ov_settings';
const versions = [2] as const;

/** GET /api/v2/ov_customize/ov_settings: settings anyone may read (customer-area §3, §7). */
export const getPublicSettingsEndpoint = defineEndpoint({
  name: 'settings.public',
  method,
  path,
  versions,
  auth: false,
  tags: ['settings'],
  summary: 'Public settings merged over the built-in defaults',
  response: ZSettingsResponseSchema,
  errors: [],
});

/** Fetched before any page shows, the login page included: the web calls it from the route (no zod). */
export const getPublicSettingsRoute: TEndpointRoute<typeof getPublicSettingsEndpoint> = { method, path, versions };
