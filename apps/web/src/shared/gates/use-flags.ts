import type { TFeatureFlags } from '@portal/domain';
import { type TFirstPageQuery, useFirstPageQuery } from '../api/first-page-query.ts';

export const FEATURE_FLAGS_KEY = 'feature-flags';

// The call and its check load only when a gate first needs them: the router and the menus carry
// this hook on the first page (the login page's), which never asks for the flags.
const fetchFlags = async () => (await import('../feature-flags/index.ts')).fetchFeatureFlags();

/** The flags call's state: its answer, or its failure (kept, as visitor-and-shell §8 says). */
export const useFlagsQuery = (needed: boolean): TFirstPageQuery<TFeatureFlags> =>
  useFirstPageQuery(FEATURE_FLAGS_KEY, fetchFlags, { staleTime: Number.POSITIVE_INFINITY, enabled: needed });

/**
 * The server flags when something on screen needs them, else undefined. One call, kept for the
 * session, so the flags are fetched once (visitor-and-shell §4.6); `needed` false fetches
 * nothing, so a screen with no flag gate (the login page) never calls /feature_flags/.
 * Undefined also while loading or after a failed fetch: flag gates stay open (§4.6).
 */
export function useFlags(needed: boolean): TFeatureFlags | undefined {
  return useFlagsQuery(needed).data;
}
