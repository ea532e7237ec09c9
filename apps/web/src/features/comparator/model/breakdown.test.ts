import { describe, expect, it } from 'vitest';
import { breakdownOf } from './breakdown.ts';

const line = (name: string, amount: number, period?: string) => ({
  name,
  price_unit: 0.1,
  quantity: 2,
  multi: 30,
  amount,
  ...(period ? { period } : {}),
});

describe('breakdownOf (visitor-and-shell §3.5)', () => {
  it.each([
    ['potencia', 'comparator_line_power'],
    ['Potencia', 'comparator_line_power'],
    ['energia', 'comparator_line_energy'],
    ['Energía', 'comparator_line_energy'],
    ['lloguer', 'comparator_line_meter_rent'],
    ['fijo', 'comparator_line_fixed'],
    ['variable', 'comparator_line_variable'],
    ['Bono social', undefined],
  ])('line %s → %s', (name, labelKey) => {
    expect(breakdownOf({ operations: { lines: [line(name, 1)], taxes: [] } }).rows[0]?.labelKey).toBe(labelKey);
  });

  it.each([
    ['Impuesto especial sobre la electricidad', 'comparator_special_electricity_tax'],
    ['impuesto especial electricidad 5,11%', 'comparator_special_electricity_tax'],
    ['Impuesto especial sobre hidrocarburos', 'comparator_hydrocarbon_tax'],
    ['IVA', 'comparator_vat'],
    ['Bono social', undefined],
  ])('tax %s → %s', (name, labelKey) => {
    expect(breakdownOf({ operations: { lines: [], taxes: [{ name, amount: 3 }] } }).taxes[0]).toEqual({ labelKey, name, amount: 3 });
  });

  it('keeps the order and the period of each line', () => {
    const { rows } = breakdownOf({ operations: { lines: [line('energia', 5, 'P2'), line('potencia', 7, 'P1')], taxes: [] } });
    expect(rows.map((row) => [row.labelKey, row.period, row.amount])).toEqual([
      ['comparator_line_energy', 'P2', 5],
      ['comparator_line_power', 'P1', 7],
    ]);
  });
});
