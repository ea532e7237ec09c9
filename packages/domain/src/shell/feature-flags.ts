/**
 * Feature flags and their gate (visitor-and-shell §4.6). No zod here: the shell gates menus and
 * pages on the flags, the login page's included, and that page must not load zod (its size
 * budget). The answer's schema is in feature-flags-schema.ts; a test keeps the two in agreement.
 */
export type TFeatureFlags = Record<string, boolean>;
export const INVALID_FEATURE_FLAGS = 'Invalid feature flags response format';

/** Known flags (visitor-and-shell §3.10). */
export const FEATURE_FLAG_NAMES = ['coupons.coupon', 'crm.case'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The flags of a GET /feature_flags/ answer, checked by ZFeatureFlagsResponseSchema's rules; any other shape throws. */
export function parseFeatureFlags(body: unknown): TFeatureFlags {
  const flags = isRecord(body) ? body.feature_flags : undefined;
  if (!isRecord(flags) || !Object.values(flags).every((value) => typeof value === 'boolean')) throw new Error(INVALID_FEATURE_FLAGS);
  return { ...(flags as TFeatureFlags) };
}

/**
 * The gate of visitor-and-shell §4.6: guarded content shows when the flag is true or the
 * flags have not loaded yet; it hides only when they loaded and the flag is not true.
 */
export function isFlagOpen(flags: TFeatureFlags | undefined, name: string): boolean {
  if (flags === undefined) return true;
  return flags[name] === true;
}
