import { describe, expect, it } from 'vitest';
import { INVALID_FEATURE_FLAGS, parseFeatureFlags } from './feature-flags.ts';
import { ZFeatureFlagsResponseSchema } from './feature-flags-schema.ts';
import { isFlagOpen } from './shell-gates.ts';

describe('feature flag gate (visitor-and-shell §4.6)', () => {
  it('shows content while flags have not loaded', () => {
    expect(isFlagOpen(undefined, 'crm.case')).toBe(true);
  });
  it('shows it when true, hides it when loaded and false or absent', () => {
    expect(isFlagOpen({ 'crm.case': true }, 'crm.case')).toBe(true);
    expect(isFlagOpen({ 'crm.case': false }, 'crm.case')).toBe(false);
    expect(isFlagOpen({}, 'crm.case')).toBe(false);
  });
  it('refuses any other response shape', () => {
    expect(parseFeatureFlags({ feature_flags: { a: true } })).toEqual({ a: true });
    expect(() => parseFeatureFlags({ flags: {} })).toThrow(INVALID_FEATURE_FLAGS);
    expect(() => parseFeatureFlags({ feature_flags: { a: 'yes' } })).toThrow(INVALID_FEATURE_FLAGS);
  });
});

const CASES: unknown[] = [
  { feature_flags: {} },
  { feature_flags: { 'crm.case': true, 'coupons.coupon': false } },
  { feature_flags: { a: true }, extra: 1 },
  { feature_flags: { a: 'yes' } },
  { feature_flags: { a: null } },
  { feature_flags: [] },
  { feature_flags: [true] },
  { feature_flags: null },
  { flags: {} },
  [],
  null,
  'feature_flags',
];

describe('parseFeatureFlags checks by hand what the endpoint schema checks', () => {
  it.each(CASES)('agrees with ZFeatureFlagsResponseSchema on %j', (body) => {
    const parsed = ZFeatureFlagsResponseSchema.safeParse(body);
    if (parsed.success) expect(parseFeatureFlags(body)).toEqual(parsed.data.feature_flags);
    else expect(() => parseFeatureFlags(body)).toThrow(INVALID_FEATURE_FLAGS);
  });
});
