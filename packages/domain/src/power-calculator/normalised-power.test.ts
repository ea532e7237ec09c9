import { describe, expect, it } from 'vitest';
import { comparePowers, NORMALISED_POWERS_KW, recommendedPowerKw } from './normalised-power.ts';

describe('the normalised power for an optimal power (ITC-BT-10 single-phase steps)', () => {
  it.each([
    [0.4, 1.15],
    [1.15, 1.15],
    [1.151, 1.725],
    [3.3, 3.45],
    [3.45, 3.45],
    [4.59, 4.6],
    [9.21, 10.35],
    [14.49, 14.49],
    [14.5, undefined],
    [0, undefined],
    [-1, undefined],
  ])('%f kW → %s', (optimal, recommended) => {
    expect(recommendedPowerKw(optimal)).toBe(recommended);
  });

  it('are 230 V times the switch calibres, ascending', () => {
    const amps = [5, 7.5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 63];
    expect(NORMALISED_POWERS_KW.map((kw) => Math.round(kw * 1000))).toEqual(amps.map((a) => 230 * a));
  });

  it.each([
    [4.6, 3.45, 'higher'],
    [3.45, 4.6, 'lower'],
    [3.45, 3.45, 'same'],
  ] as const)('%f vs %f → %s', (power, contracted, result) => {
    expect(comparePowers(power, contracted)).toBe(result);
  });
});
