import { describe, expect, it } from 'vitest';
import { computeGasInvoice } from '../billing/gas-invoice.ts';
import { ELECTRICITY_HOUSEHOLD_PROFILE, GAS_HEATING_PROFILE, profileShare } from './seasonal-profiles.ts';
import { yearFactor, yearlySaving } from './yearly-saving.ts';

describe('seasonal profiles', () => {
  it.each([
    ['electricity', ELECTRICITY_HOUSEHOLD_PROFILE],
    ['gas', GAS_HEATING_PROFILE],
  ] as const)('%s: twelve shares that add up to a year, labelled an estimate', (_kind, profile) => {
    expect(profile.monthShares).toHaveLength(12);
    expect(profile.monthShares.reduce((sum, share) => sum + share, 0)).toBeCloseTo(1, 12);
    expect(profile.basis).toBe('estimate');
    expect(profileShare(profile, '2025-01-01', '2025-12-31')).toBeCloseTo(1, 12);
    expect(profileShare(profile, '2024-01-01', '2024-12-31')).toBeCloseTo(1, 12);
  });

  it('shares a month evenly over its days, across the turn of a year', () => {
    expect(profileShare(ELECTRICITY_HOUSEHOLD_PROFILE, '2025-01-01', '2025-01-31')).toBeCloseTo(0.099, 12);
    expect(profileShare(ELECTRICITY_HOUSEHOLD_PROFILE, '2025-12-17', '2026-01-15')).toBeCloseTo((0.095 * 15) / 31 + (0.099 * 15) / 31, 12);
    expect(profileShare(GAS_HEATING_PROFILE, '2024-02-01', '2024-02-29')).toBeCloseTo(0.15, 12);
  });
});

describe('yearlySaving', () => {
  const prices = { fixedPrices: [{ from: '2020-01-01', value: 0.1 }], meterRentalPrices: [{ from: '2020-01-01', value: 0 }] };

  it('scales a bill of per-day terms only by days', () => {
    const ours = computeGasInvoice({
      ...prices,
      periodStart: '2025-07-01',
      periodEnd: '2025-07-31',
      energyKwh: 0,
      energyPrices: [{ from: '2020-01-01', value: 0.05 }],
    });
    expect(yearFactor(ours, GAS_HEATING_PROFILE, '2025-07-01', '2025-07-31')).toBeCloseTo(365 / 31, 12);
  });

  it('scales a bill of energy only by the profile: a summer month of gas is a small share of the year', () => {
    const ours = computeGasInvoice({
      fixedPrices: [{ from: '2020-01-01', value: 0 }],
      meterRentalPrices: [{ from: '2020-01-01', value: 0 }],
      periodStart: '2025-07-01',
      periodEnd: '2025-07-31',
      energyKwh: 100,
      energyPrices: [{ from: '2020-01-01', value: 0.05 }],
    });
    expect(yearFactor(ours, GAS_HEATING_PROFILE, '2025-07-01', '2025-07-31')).toBeCloseTo(1 / 0.025, 9);
    // Ours 100 × 0.05 = 5.00, tax 0.23, VAT 1.10 → 6.33; × 40 = 253.20. Theirs 8.00 × 40 = 320.00.
    expect(yearlySaving(ours, 8, GAS_HEATING_PROFILE, '2025-07-01', '2025-07-31')).toMatchObject({
      ours: 253.2,
      theirs: 320,
      saving: 66.8,
    });
  });
});
