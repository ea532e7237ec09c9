import { describe, expect, it } from 'vitest';
import { consumptionTooHigh, endBeforeStart, isWholeNumber, maxConsumptionKwh } from './compare-rules.ts';

describe('consumptionTooHigh (visitor-and-shell §5.3; load factor at most 1.0)', () => {
  // 30 days × 24 h × 4.6 kW = 3312 kWh is the most a 4.6 kW supply can draw in 30 days.
  const april = { periodStart: '2025-04-01', periodEnd: '2025-04-30', powersKw: [4.6, 4.6] };

  it('allows up to the power running every hour of the period', () => {
    expect(maxConsumptionKwh(april.periodStart, april.periodEnd, april.powersKw)).toBeCloseTo(3312, 9);
  });

  it.each([
    ['a normal bill', [90, 80, 130], null],
    ['exactly the limit', [1000, 1000, 1312], null],
    ['one kWh over: the largest field is flagged', [1000, 1000, 1313], 'p3'],
    ['a slip of a digit in P1', [90_000, 80, 130], 'p1'],
    ['P4–P6 count too', [0, 0, 0, 0, 3400, 0], 'p5'],
  ] as const)('%s', (_case, consumptionKwh, field) => {
    expect(consumptionTooHigh({ ...april, consumptionKwh })).toBe(field);
  });

  it('takes the largest power of the periods (power2 above power)', () => {
    expect(consumptionTooHigh({ ...april, powersKw: [3, 10], consumptionKwh: [7000, 0, 0] })).toBeNull();
  });

  it('leaves dates that are not a period to the date rules', () => {
    expect(consumptionTooHigh({ ...april, periodEnd: '2025-03-01', consumptionKwh: [99_999] })).toBeNull();
    expect(consumptionTooHigh({ ...april, periodEnd: 'nope', consumptionKwh: [99_999] })).toBeNull();
  });
});

describe('endBeforeStart and isWholeNumber (§5.3, §5.4, §9)', () => {
  it.each([
    ['2025-04-01', '2025-04-30', false],
    ['2025-04-01', '2025-04-01', false],
    ['2025-04-02', '2025-04-01', true],
  ] as const)('%s → %s: %s', (start, end, expected) => {
    expect(endBeforeStart(start, end)).toBe(expected);
  });

  it.each([
    [0, true],
    [250, true],
    [2.5, false],
    [-1, false],
    [Number.NaN, false],
  ] as const)('%s whole: %s', (value, expected) => {
    expect(isWholeNumber(value)).toBe(expected);
  });
});
