import { describe, expect, it } from 'vitest';
import { powerChangeCosts } from './power-change-costs.ts';

describe('powerChangeCosts', () => {
  it('charges the three rights on an increase, per kW increased, before VAT', () => {
    expect(powerChangeCosts([4600, 4600], [5750, 5750])).toEqual({
      kind: 'increase',
      lines: [
        { key: 'power_cost_connection', amount: 9.04 },
        { key: 'power_cost_access', perKw: 19.7, kw: 1.15, amount: 22.66 },
        { key: 'power_cost_extension', perKw: 17.27, kw: 1.15, amount: 19.86 },
      ],
    });
  });

  it('measures the increase on the period that rises most', () => {
    const costs = powerChangeCosts([3300, 4600], [5500, 5000]);
    expect(costs.kind).toBe('increase');
    expect(costs.lines[1]).toEqual({ key: 'power_cost_access', perKw: 19.7, kw: 2.2, amount: 43.34 });
  });

  it('charges only the connection right on a decrease alone', () => {
    expect(powerChangeCosts([5750, 5750], [4600, 4600])).toEqual({
      kind: 'decrease',
      lines: [{ key: 'power_cost_connection', amount: 9.04 }],
    });
  });

  it('treats a mixed change (one up, one down) as an increase', () => {
    const costs = powerChangeCosts([4600, 4600], [3450, 6900]);
    expect(costs.kind).toBe('increase');
    expect(costs.lines.map((line) => line.key)).toEqual(['power_cost_connection', 'power_cost_access', 'power_cost_extension']);
    expect(costs.lines[2]).toEqual({ key: 'power_cost_extension', perKw: 17.27, kw: 2.3, amount: 39.72 });
  });

  it('costs nothing without a change and ignores empty or unreadable periods', () => {
    expect(powerChangeCosts([4600, 4600], [4600, 4600])).toEqual({ kind: 'none', lines: [] });
    expect(powerChangeCosts([4600, 4600], [undefined, Number.NaN])).toEqual({ kind: 'none', lines: [] });
    expect(powerChangeCosts([4600, 4600], [4600, 4600, 20000])).toEqual({ kind: 'none', lines: [] });
  });
});
