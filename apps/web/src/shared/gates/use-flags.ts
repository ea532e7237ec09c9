import type { TFeatureFlags } from '@portal/domain';
import { type QueryFunctionContext, useQuery } from '@tanstack/react-query';

/**
 * The flags query of shared/feature-flags, under the same key, with its call and its check
 * loaded only when a gate first needs them: the router and the menus carry this hook on the
 * first page (the login page's), which never asks for the flags.
 */
export const lazyFeatureFlagsQuery = {
  queryKey: ['feature-flags'] as const,
  queryFn: async (context: QueryFunctionContext) => (await import('../feature-flags/index.ts')).featureFlagsQuery.queryFn(context),
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
};

/**
 * The server flags when something on screen needs them, else undefined. One query, kept for
 * the session, so the flags are fetched once (visitor-and-shell §4.6); `needed` false fetches
 * nothing, so a screen with no flag gate (the login page) never calls /feature_flags/.
 * Undefined also while loading or after a failed fetch: flag gates stay open (§4.6).
 */
export function useFlags(needed: boolean): TFeatureFlags | undefined {
  return useQuery({ ...lazyFeatureFlagsQuery, enabled: needed }).data;
}
