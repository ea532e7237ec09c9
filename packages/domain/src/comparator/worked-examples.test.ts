import { describe, expect, it } from 'vitest';
import { compareElectricityBill, compareGasBill, comparisonPowers } from './compare-bill.ts';
import { toComparisonOperations } from './comparison-operations.ts';
import { COMPANY_30TD_PRICES, GAS_RL1_PRICES, STABLE_20TD_PRICES } from './test/demo-offer-prices.ts';

// The three examples written out line by line in docs/comparator.md ("Worked examples"); keep them equal.
describe('docs/comparator.md worked examples', () => {
  it('1. a household 2.0TD bill of January 2026', () => {
    const result = compareElectricityBill({
      tariff: '2.0TD',
      periodStart: '2026-01-01',
      periodEnd: '2026-01-31',
      powersKw: comparisonPowers('2.0TD', 4.6, 4.6),
      consumptionKwh: [90, 80, 130, 0, 0, 0],
      paid: 85,
      prices: STABLE_20TD_PRICES,
    });
    expect(toComparisonOperations(result.ours, 'electricity')).toEqual({
      lines: [
        { name: 'potencia', key: 'power_term', period: 'P1', price_unit: 0.093, quantity: 4.6, multi: 31, amount: 13.26 },
        { name: 'potencia', key: 'power_term', period: 'P2', price_unit: 0.034, quantity: 4.6, multi: 31, amount: 4.85 },
        { name: 'energia', key: 'energy_term', period: 'P1', price_unit: 0.181, quantity: 90, multi: 1, amount: 16.29 },
        { name: 'energia', key: 'energy_term', period: 'P2', price_unit: 0.131, quantity: 80, multi: 1, amount: 10.48 },
        { name: 'energia', key: 'energy_term', period: 'P3', price_unit: 0.096, quantity: 130, multi: 1, amount: 12.48 },
        { name: 'lloguer', key: 'meter_rental', price_unit: 0.02663, quantity: 1, multi: 31, amount: 0.83 },
      ],
      taxes: [
        { name: 'Impuesto especial sobre la electricidad', amount: 2.93 },
        { name: 'IVA', amount: 12.84 },
      ],
    });
    expect(result.ours.total).toBe(73.96);
    expect(result.saving).toBe(11.04);
    expect(result.yearly).toEqual({ ours: 787.35, theirs: 904.88, saving: 117.53, basis: 'estimate', source: expect.any(String) });
  });

  it('2. a workshop 3.0TD bill of October 2025 (power 15 kW, power2 20 kW)', () => {
    const result = compareElectricityBill({
      tariff: '3.0TD',
      periodStart: '2025-10-01',
      periodEnd: '2025-10-31',
      powersKw: comparisonPowers('3.0TD', 15, 20),
      consumptionKwh: [0, 0, 0, 400, 600, 900],
      paid: 420,
      prices: COMPANY_30TD_PRICES,
    });
    const operations = toComparisonOperations(result.ours, 'electricity');
    expect(operations.lines.map((line) => [line.name, line.period, line.quantity, line.multi, line.amount])).toEqual([
      ['potencia', 'P1', 15, 31, 28.37],
      ['potencia', 'P2', 20, 31, 19.84],
      ['potencia', 'P3', 20, 31, 8.68],
      ['potencia', 'P4', 20, 31, 7.44],
      ['potencia', 'P5', 20, 31, 4.96],
      ['potencia', 'P6', 20, 31, 2.98],
      ['energia', 'P1', 0, 1, 0],
      ['energia', 'P2', 0, 1, 0],
      ['energia', 'P3', 0, 1, 0],
      ['energia', 'P4', 400, 1, 56.8],
      ['energia', 'P5', 600, 1, 76.8],
      ['energia', 'P6', 900, 1, 99.9],
      ['lloguer', undefined, 1, 31, 1.48],
    ]);
    expect(operations.taxes).toEqual([
      { name: 'Impuesto especial sobre la electricidad', amount: 15.63 },
      { name: 'IVA', amount: 67.8 },
    ]);
    expect(result.ours.total).toBe(390.68);
    expect(result.saving).toBe(29.32);
    expect(result.yearly).toMatchObject({ ours: 5010.77, theirs: 5386.82, saving: 376.05, basis: 'estimate' });
  });

  it('3. a household gas bill of November–December 2025', () => {
    const result = compareGasBill({
      periodStart: '2025-11-01',
      periodEnd: '2025-12-31',
      consumptionKwh: 900,
      paid: 95,
      prices: GAS_RL1_PRICES,
    });
    expect(toComparisonOperations(result.ours, 'gas')).toEqual({
      lines: [
        { name: 'fijo', key: 'fixed_term', price_unit: 0.138, quantity: 1, multi: 61, amount: 8.42 },
        { name: 'variable', key: 'variable_term', price_unit: 0.0642, quantity: 900, multi: 1, amount: 57.78 },
        { name: 'fijo', key: 'meter_rental', price_unit: 0.02389, quantity: 1, multi: 61, amount: 1.46 },
      ],
      taxes: [
        { name: 'Impuesto sobre hidrocarburos', amount: 2.11 },
        { name: 'IVA', amount: 14.65 },
      ],
    });
    expect(result.ours.total).toBe(84.42);
    expect(result.saving).toBe(10.58);
    expect(result.yearly).toMatchObject({ ours: 335.92, theirs: 378.02, saving: 42.1, basis: 'estimate' });
  });
});
