import { defineEndpoint, type TEndpointRoute } from '../../api/endpoint.ts';
import { ZFeatureFlagsResponseSchema } from '../feature-flags.ts';

const route = { method: 'GET', path: '/feature_flags/', versions: [1] } as const;

/** GET /api/v1/feature_flags/ → { feature_flags: { name: boolean } } (visitor-and-shell §7, §4.6). */
export const getFeatureFlagsEndpoint = defineEndpoint({
  name: 'shell.featureFlags',
  ...route,
  auth: false,
  tags: ['settings'],
  summary: 'Feature flags by name',
  response: ZFeatureFlagsResponseSchema,
  errors: [],
});

/** The flags gate pages and menus of the shell, the login page's included: the web calls it from the route (no zod). */
export const getFeatureFlagsRoute: TEndpointRoute<typeof getFeatureFlagsEndpoint> = route;
