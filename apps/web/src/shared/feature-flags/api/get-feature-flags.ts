import { getFeatureFlagsRoute, parseFeatureFlags } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { apiCallRoute } from '../../api/api-client.ts';

/**
 * GET /api/v1/feature_flags/ → {feature_flags}; any other shape fails with 'Invalid feature
 * flags response format' (visitor-and-shell §8). Fetched once, when first needed, and kept.
 * The shell gates menus and pages on the flags, the login page's too: a first-page call, made
 * from the endpoint's zod-free route and checked by the domain's zod-free parseFeatureFlags
 * (docs/decisions.md, "First-page calls").
 */
export const featureFlagsQuery = {
  queryKey: ['feature-flags'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => apiCallRoute(getFeatureFlagsRoute, parseFeatureFlags, {}, { signal }),
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
};

export const useFeatureFlags = () => useQuery(featureFlagsQuery);
