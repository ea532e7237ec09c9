import { getFeatureFlagsRoute, parseFeatureFlags } from '@portal/domain';
import { apiCallRoute } from '../../api/api-client.ts';

/**
 * GET /api/v1/feature_flags/ → {feature_flags}; any other shape fails with 'Invalid feature
 * flags response format' (visitor-and-shell §8). Fetched once, when first needed, and kept
 * (shared/gates/use-flags.ts). The shell gates menus and pages on the flags, the login page's
 * too: a first-page call, made from the endpoint's zod-free route and checked by the domain's
 * zod-free parseFeatureFlags (docs/decisions.md, "First-page calls").
 */
export const fetchFeatureFlags = () => apiCallRoute(getFeatureFlagsRoute, parseFeatureFlags, {});
