import { parseFeatureFlags } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../api/api-client.ts';

/**
 * GET /api/v1/feature_flags/ → {feature_flags}; any other shape fails with 'Invalid feature
 * flags response format' (visitor-and-shell §8). Fetched once, when first needed, and kept.
 */
export const featureFlagsQuery = {
  queryKey: ['feature-flags'] as const,
  queryFn: async ({ signal }: { signal: AbortSignal }) => parseFeatureFlags(await apiCall({ path: '/feature_flags/', signal })),
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
};

export const useFeatureFlags = () => useQuery(featureFlagsQuery);
