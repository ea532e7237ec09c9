import { describe, expect, it } from 'vitest';
import { splitByValidity, valueOn } from './billing-dates.ts';
import { ELECTRICITY_TAX_RATES, electricityVatRate, GAS_VAT_RATES, REDUCED_ELECTRICITY_VAT_RATES } from './tax-rates.ts';
import { monthBefore, wholesaleConditionMet } from './wholesale-price-condition.ts';

describe('default tax tables', () => {
  it('hold the historic special electricity tax rates', () => {
    expect(valueOn('2021-09-15', ELECTRICITY_TAX_RATES)).toBe(0.0511269632);
    expect(valueOn('2022-06-01', ELECTRICITY_TAX_RATES)).toBe(0.005);
    expect(valueOn('2024-02-15', ELECTRICITY_TAX_RATES)).toBe(0.025);
    expect(valueOn('2024-05-15', ELECTRICITY_TAX_RATES)).toBe(0.038);
    expect(valueOn('2024-07-01', ELECTRICITY_TAX_RATES)).toBe(0.0511269632);
  });

  it('cover every day from 2015 to 2030 without gaps', () => {
    for (const table of [ELECTRICITY_TAX_RATES, REDUCED_ELECTRICITY_VAT_RATES, GAS_VAT_RATES]) {
      const days = splitByValidity('2015-01-01', '2030-12-31', table).reduce((sum, segment) => sum + segment.days, 0);
      expect(days).toBe(5844);
    }
  });

  it('hold the reduced VAT regimes by invoice date', () => {
    expect(valueOn('2021-07-01', REDUCED_ELECTRICITY_VAT_RATES)).toBe(0.1);
    expect(valueOn('2023-01-01', REDUCED_ELECTRICITY_VAT_RATES)).toBe(0.05);
    expect(valueOn('2024-04-01', REDUCED_ELECTRICITY_VAT_RATES)).toBe(0.1);
    expect(valueOn('2025-01-01', REDUCED_ELECTRICITY_VAT_RATES)).toBe(0.21);
    expect(valueOn('2024-04-01', GAS_VAT_RATES)).toBe(0.21);
  });
});

describe('electricityVatRate (RDL 12/2021 art. 1; RDL 8/2023 art. 21: the month before the period end’s month)', () => {
  it.each([
    // [case, periodEnd, invoiceDate, max kW, rate]
    ['1–29 Feb 2024 invoiced in March: January above 45', '2024-02-29', '2024-03-04', 4.6, 0.1],
    ['period ending in March 2024: February below 45', '2024-03-31', '2024-04-03', 4.6, 0.21],
    ['period ending in April 2024 invoiced in May: March below 45', '2024-04-30', '2024-05-02', 4.6, 0.21],
    ['period ending in June 2024: May below 45', '2024-06-30', '2024-07-02', 4.6, 0.21],
    ['period ending in July 2024: June above 45', '2024-07-15', '2024-07-16', 3.45, 0.1],
    ['period ending in January 2024 invoiced in 2024: December 2023 above 45', '2024-01-31', '2024-02-05', 5.75, 0.1],
    ['over 10 kW never took the reduction', '2024-02-29', '2024-03-04', 10.392, 0.21],
    ['exactly 10 kW did', '2024-02-29', '2024-03-04', 10, 0.1],
    ['2023: 5 %', '2023-03-30', '2023-04-02', 4.6, 0.05],
    ['2021 from 26 June: 10 %', '2021-07-31', '2021-08-03', 4.6, 0.1],
    ['before RDL 12/2021: 21 %', '2021-05-31', '2021-06-03', 4.6, 0.21],
    ['period ending in December 2024 invoiced in 2025: regime gone', '2024-12-31', '2025-01-03', 4.6, 0.21],
    ['2025: 21 %', '2025-03-30', '2025-03-30', 4.6, 0.21],
  ] as const)('%s', (_case, periodEnd, invoiceDate, maxPowerKw, rate) => {
    expect(electricityVatRate({ invoiceDate, periodEnd, maxPowerKw })).toBe(rate);
  });

  it('reads the month before the month of the period end', () => {
    expect(monthBefore('2024-01-31')).toBe('2023-12');
    expect(monthBefore('2024-03-01')).toBe('2024-02');
    expect(wholesaleConditionMet('2024-03-01')).toBe(false);
    expect(wholesaleConditionMet('2024-02-01')).toBe(true);
  });

  it('refuses a month the table does not hold instead of guessing', () => {
    expect(() => electricityVatRate({ invoiceDate: '2021-07-01', periodEnd: '2021-04-30', maxPowerKw: 4.6 })).toThrow(
      'billing_value_missing_for_date',
    );
  });
});
