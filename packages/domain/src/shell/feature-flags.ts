import { z } from 'zod';

/** GET /feature_flags/ answers { feature_flags: { name: boolean } }; any other shape is an error. */
export const ZFeatureFlagsResponseSchema = z.object({ feature_flags: z.record(z.string(), z.boolean()) });
export type TFeatureFlags = Record<string, boolean>;
export const INVALID_FEATURE_FLAGS = 'Invalid feature flags response format';

/** Known flags (visitor-and-shell §3.10). */
export const FEATURE_FLAG_NAMES = ['coupons.coupon', 'crm.case'] as const;

export function parseFeatureFlags(body: unknown): TFeatureFlags {
  const parsed = ZFeatureFlagsResponseSchema.safeParse(body);
  if (!parsed.success) throw new Error(INVALID_FEATURE_FLAGS);
  return parsed.data.feature_flags;
}

/**
 * The gate of visitor-and-shell §4.6: guarded content shows when the flag is true or the
 * flags have not loaded yet; it hides only when they loaded and the flag is not true.
 */
export function isFlagOpen(flags: TFeatureFlags | undefined, name: string): boolean {
  if (flags === undefined) return true;
  return flags[name] === true;
}
