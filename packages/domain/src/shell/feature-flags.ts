/**
 * Feature flags (visitor-and-shell §3.10); their gate, isFlagOpen, is in gates.ts, which the
 * first page carries without this parser. No zod here: the shell gates menus and
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
