import { describe, expect, it } from 'vitest';
import { contractFixture } from '../test/contract-fixture.ts';
import { currentPowerKw, powerSummary } from './contract-power.ts';
import { formatKw } from './format-power.ts';

describe('power in kW', () => {
  it('has a decimal comma and at most three decimals', () => {
    expect(formatKw(4.6)).toBe('4,6');
    expect(formatKw(15)).toBe('15');
    expect(formatKw(3.4645)).toBe('3,465');
    expect(formatKw(Number.NaN)).toBe('');
  });

  it('lists the periods P1 first', () => {
    const contract = contractFixture({
      contracted_power_period: [
        { period: 'P2', power: 5.75 },
        { period: 'P1', power: 3.45 },
      ],
    });
    expect(currentPowerKw(contract)).toEqual([3.45, 5.75]);
    expect(powerSummary(contract)).toBe('P1 3,45 kW · P2 5,75 kW');
  });
});
