import { describe, expect, it } from 'vitest';
import { INVALID_FEATURE_FLAGS, isFlagOpen, parseFeatureFlags } from './feature-flags.ts';

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
