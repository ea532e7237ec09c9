import type { TFeatureFlags } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { featureFlagsQuery } from '../feature-flags/index.ts';

/**
 * The server flags when something on screen needs them, else undefined. One query, kept for
 * the session, so the flags are fetched once (visitor-and-shell §4.6); `needed` false fetches
 * nothing, so a screen with no flag gate (the login page) never calls /feature_flags/.
 * Undefined also while loading or after a failed fetch: flag gates stay open (§4.6).
 */
export function useFlags(needed: boolean): TFeatureFlags | undefined {
  return useQuery({ ...featureFlagsQuery, enabled: needed }).data;
}
