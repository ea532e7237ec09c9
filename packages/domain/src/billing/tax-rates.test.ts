import { describe, expect, it } from 'vitest';
import { splitByValidity, valueOn } from './billing-dates.ts';
import { ELECTRICITY_TAX_RATES, ELECTRICITY_VAT_RATES, GAS_VAT_RATES } from './tax-rates.ts';

describe('default tax tables', () => {
  it('hold the historic special electricity tax rates', () => {
    expect(valueOn('2021-09-15', ELECTRICITY_TAX_RATES)).toBe(0.0511269632);
    expect(valueOn('2022-06-01', ELECTRICITY_TAX_RATES)).toBe(0.005);
    expect(valueOn('2024-02-15', ELECTRICITY_TAX_RATES)).toBe(0.025);
    expect(valueOn('2024-05-15', ELECTRICITY_TAX_RATES)).toBe(0.038);
    expect(valueOn('2024-07-01', ELECTRICITY_TAX_RATES)).toBe(0.0511269632);
  });

  it('cover every day from 2015 to 2030 without gaps', () => {
    for (const table of [ELECTRICITY_TAX_RATES, ELECTRICITY_VAT_RATES, GAS_VAT_RATES]) {
      const days = splitByValidity('2015-01-01', '2030-12-31', table).reduce((sum, segment) => sum + segment.days, 0);
      expect(days).toBe(5844);
    }
  });

  it('hold the reduced VAT periods', () => {
    expect(valueOn('2021-07-01', ELECTRICITY_VAT_RATES)).toBe(0.1);
    expect(valueOn('2023-01-01', ELECTRICITY_VAT_RATES)).toBe(0.05);
    expect(valueOn('2024-04-01', ELECTRICITY_VAT_RATES)).toBe(0.21);
    expect(valueOn('2025-01-01', ELECTRICITY_VAT_RATES)).toBe(0.21);
    expect(valueOn('2024-04-01', GAS_VAT_RATES)).toBe(0.21);
  });
});
