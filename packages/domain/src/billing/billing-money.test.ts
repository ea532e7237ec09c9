import { describe, expect, it } from 'vitest';
import { multiplyToCents, prorateByDays } from './billing-money.ts';

describe('multiplyToCents', () => {
  it('rounds half up on exact decimals, where float rounding takes 1.005 € down to 1.00', () => {
    expect(Math.round(1.005 * 100)).toBe(100);
    expect(multiplyToCents(1.005, 1)).toBe(101);
    // 15 × 31 × 0.015 = 6.975 → 6.98; 4.6 × 1.5 × 0.35 = 2.415 → 2.42
    expect(multiplyToCents(15, 31, 0.015)).toBe(698);
    expect(multiplyToCents(4.6, 1.5, 0.35)).toBe(242);
  });

  it('rounds to the nearest cent otherwise', () => {
    // 4.6 × 30 × 0.073782 = 10.181916 → 10.18
    expect(multiplyToCents(4.6, 30, 0.073782)).toBe(1018);
  });
});

describe('prorateByDays', () => {
  it('shares a whole by days, the last share taking the remainder', () => {
    // 2901 × 15/30 = 1450.5 → 1451, then 2901 − 1451 = 1450
    expect(prorateByDays(2901, [15, 15])).toEqual([1451, 1450]);
    expect(prorateByDays(100, [1, 1, 1])).toEqual([33, 33, 34]);
  });
});
