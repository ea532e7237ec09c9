import { defineEndpoint, type TEndpointRoute } from '../../api/endpoint.ts';
import { ZSettingsResponseSchema } from '../settings-schemas.ts';

const route = { method: 'GET', path: '/ov_customize/ov_settings', versions: [2] } as const;

/** GET /api/v2/ov_customize/ov_settings: settings anyone may read (customer-area §3, §7). */
export const getPublicSettingsEndpoint = defineEndpoint({
  name: 'settings.public',
  ...route,
  auth: false,
  tags: ['settings'],
  summary: 'Public settings merged over the built-in defaults',
  response: ZSettingsResponseSchema,
  errors: [],
});

/** Fetched before any page shows, the login page included: the web calls it from the route (no zod). */
export const getPublicSettingsRoute: TEndpointRoute<typeof getPublicSettingsEndpoint> = route;
