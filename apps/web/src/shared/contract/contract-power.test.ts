import { describe, expect, it } from 'vitest';
import { contractFixture } from '../../test/contract-fixture.ts';
import { currentPowerW, powerSummary } from './contract-power.ts';

// The figures themselves are the domain's (formatting/quantities.test.ts).
describe('power per period', () => {
  it('lists the periods P1 first', () => {
    const contract = contractFixture({
      contracted_power_period: [
        { period: 'P2', power: 5.75 },
        { period: 'P1', power: 3.45 },
      ],
    });
    expect(currentPowerW(contract)).toEqual([3450, 5750]);
    expect(powerSummary(contract, 'en-US').replace(/\u00a0/g, ' ')).toBe('P1 3.45 kW · P2 5.75 kW');
    expect(powerSummary(contract, 'gl-ES').replace(/\u00a0/g, ' ')).toBe('P1 3,45 kW · P2 5,75 kW');
    const named = powerSummary(contract, 'en-US', (period) => ['Peak', 'Off-peak'][period - 1]!);
    expect(named.replace(/\u00a0/g, ' ')).toBe('Peak 3.45 kW · Off-peak 5.75 kW');
  });
});
