import { defineEndpoint, type TEndpointRoute } from '../../api/endpoint.ts';
import { ZFeatureFlagsResponseSchema } from '../feature-flags-schema.ts';

// The route's parts, each written once: the endpoint and the zod-free route below are both
// built of them (a bundler drops an unused endpoint, and its schemas, only so).
const method = 'GET';
const path = '/feature_flags/';
const versions = [1] as const;

/** GET /api/v1/feature_flags/ → { feature_flags: { name: boolean } } (visitor-and-shell §7, §4.6). */
export const getFeatureFlagsEndpoint = defineEndpoint({
  name: 'shell.featureFlags',
  method,
  path,
  versions,
  auth: false,
  tags: ['settings'],
  summary: 'Feature flags by name',
  response: ZFeatureFlagsResponseSchema,
  errors: [],
});

/** The flags gate pages and menus of the shell, the login page's included: the web calls it from the route (no zod). */
export const getFeatureFlagsRoute: TEndpointRoute<typeof getFeatureFlagsEndpoint> = { method, path, versions };
