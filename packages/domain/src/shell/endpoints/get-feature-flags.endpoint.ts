import { defineEndpoint } from '../../api/endpoint.ts';
import { ZFeatureFlagsResponseSchema } from '../feature-flags.ts';

/** GET /api/v1/feature_flags/ → { feature_flags: { name: boolean } } (visitor-and-shell §7, §4.6). */
export const getFeatureFlagsEndpoint = defineEndpoint({
  name: 'shell.featureFlags',
  method: 'GET',
  path: '/feature_flags/',
  versions: [1],
  auth: false,
  tags: ['settings'],
  summary: 'Feature flags by name',
  response: ZFeatureFlagsResponseSchema,
  errors: [],
});
