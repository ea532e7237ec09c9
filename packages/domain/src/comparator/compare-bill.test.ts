import { describe, expect, it } from 'vitest';
import { compareElectricityBill, compareGasBill, comparisonPowers } from './compare-bill.ts';
import { COMPANY_30TD_PRICES, GAS_RL1_PRICES, STABLE_20TD_PRICES } from './test/demo-offer-prices.ts';

/*
 * Demo invoices priced again through the comparator (the seed's price rows copied in test/demo-offer-prices.ts,
 * the period, powers and kWh per period read off the seeded invoices). The seed issues an invoice 5 days after
 * its period; the comparator dates it on the period's end: both fall under the same tax rates here, so the
 * totals agree to the cent.
 */
describe('compareElectricityBill and compareGasBill price a demo invoice’s period to that invoice’s total', () => {
  it.each([
    // [invoice, tariff, start, end, kW per power period, kWh per energy period, demo total]
    ['FE25000106 (household flat, 2.0TD, January 2025)', '2.0TD', '2025-01-01', '2025-01-31', [4.6, 4.6], [84.177, 80.55, 138.328], 84.51],
    [
      'FE25000108 (workshop, 3.0TD, January 2025)',
      '3.0TD',
      '2025-01-01',
      '2025-01-31',
      [20, 25, 25, 30, 30, 35],
      [2484.131, 1900.207, 0, 0, 0, 774.994],
      1320.06,
    ],
  ] as const)('%s', (_invoice, tariff, periodStart, periodEnd, powersKw, consumptionKwh, total) => {
    const prices = tariff === '2.0TD' ? STABLE_20TD_PRICES : COMPANY_30TD_PRICES;
    const result = compareElectricityBill({ tariff, periodStart, periodEnd, powersKw, consumptionKwh, paid: 100, prices });
    expect(result.ours.total).toBe(total);
  });

  it('FG25000103 (household gas, RL.1, January–February 2025)', () => {
    const result = compareGasBill({
      periodStart: '2025-01-01',
      periodEnd: '2025-02-28',
      consumptionKwh: 1407.786,
      paid: 150,
      prices: GAS_RL1_PRICES,
    });
    expect(result.ours.total).toBe(137.13);
    expect(result.saving).toBe(12.87);
  });
});

describe('compareElectricityBill', () => {
  const base = {
    tariff: '2.0TD',
    periodStart: '2025-01-01',
    periodEnd: '2025-01-31',
    powersKw: [4.6, 4.6],
    consumptionKwh: [84, 81, 138, 0, 0, 0],
    prices: STABLE_20TD_PRICES,
  };

  it('gives the saving as paid − ours, negative when our offer is dearer', () => {
    const cheaper = compareElectricityBill({ ...base, paid: 100 });
    expect(cheaper.saving).toBe(Math.round((100 - cheaper.ours.total) * 100) / 100);
    expect(compareElectricityBill({ ...base, paid: 10 }).saving).toBeLessThan(0);
  });

  it('takes the form’s P4–P6 as empty on 2.0TD but refuses kWh there', () => {
    expect(() => compareElectricityBill({ ...base, consumptionKwh: [84, 81, 138, 5, 0, 0], paid: 100 })).toThrow(
      'billing_period_count_mismatch',
    );
    expect(() => compareElectricityBill({ ...base, consumptionKwh: [84, 81], paid: 100 })).toThrow('billing_period_count_mismatch');
  });

  it('refuses a negative or absurd amount paid and an end before the start', () => {
    expect(() => compareElectricityBill({ ...base, paid: -1 })).toThrow('billing_invalid_value');
    expect(() => compareElectricityBill({ ...base, paid: Number.NaN })).toThrow('billing_invalid_value');
    expect(() => compareElectricityBill({ ...base, periodEnd: '2024-12-31', paid: 50 })).toThrow('billing_period_end_before_start');
  });
});

describe('comparisonPowers (§3.3 power, power2)', () => {
  it.each([
    ['2.0TD', 4.6, 3.45, [4.6, 3.45]],
    ['2.0TD', 4.6, undefined, [4.6, 4.6]],
    ['3.0TD', 20, 25, [20, 25, 25, 25, 25, 25]],
    ['6.1TD', 100, null, [100, 100, 100, 100, 100, 100]],
  ] as const)('%s %s/%s → %j', (tariff, power, power2, expected) => {
    expect(comparisonPowers(tariff, power, power2)).toEqual(expected);
  });
});
