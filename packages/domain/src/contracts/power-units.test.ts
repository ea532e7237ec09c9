import { describe, expect, it } from 'vitest';
import { kwToWatts, needsSixPeriods, POWER_LIMIT_TWO_PERIODS_KW, parseKw, wattsToKw } from './power-units.ts';

describe('parseKw', () => {
  it('reads comma and dot decimals', () => {
    expect(parseKw('4,6')).toBe(4.6);
    expect(parseKw('4.6')).toBe(4.6);
    expect(parseKw(' 3,45 ')).toBe(3.45);
    expect(parseKw('10')).toBe(10);
    expect(parseKw('5,750')).toBe(5.75);
  });

  it('allows at most three decimals', () => {
    expect(parseKw('3,464')).toBe(3.464);
    expect(parseKw('3,4641')).toBeNaN();
  });

  it('refuses negatives, empty and non-numbers', () => {
    expect(parseKw('-4,6')).toBeNaN();
    expect(parseKw('')).toBeNaN();
    expect(parseKw('abc')).toBeNaN();
    expect(parseKw('4,6,1')).toBeNaN();
    expect(parseKw('1e3')).toBeNaN();
    expect(parseKw(',5')).toBeNaN();
  });

  it('accepts numbers under the same rules', () => {
    expect(parseKw(4.6)).toBe(4.6);
    expect(parseKw(-1)).toBeNaN();
    expect(parseKw(1.2345)).toBeNaN();
    expect(parseKw(Number.POSITIVE_INFINITY)).toBeNaN();
  });
});

describe('watts', () => {
  it('converts kW to whole watts and back', () => {
    expect(kwToWatts(4.6)).toBe(4600);
    expect(kwToWatts(3.464)).toBe(3464);
    expect(kwToWatts(1.001)).toBe(1001);
    expect(kwToWatts(0.1 + 0.2)).toBe(300);
    expect(wattsToKw(4600)).toBe(4.6);
    expect(wattsToKw(15001)).toBe(15.001);
  });
});

describe('needsSixPeriods', () => {
  it('asks for six periods only above 15 kW in P1 or P2', () => {
    expect(POWER_LIMIT_TWO_PERIODS_KW).toBe(15);
    expect(needsSixPeriods(15, 15)).toBe(false);
    expect(needsSixPeriods(4.6, 5.75)).toBe(false);
    expect(needsSixPeriods(15.001, 10)).toBe(true);
    expect(needsSixPeriods(10, 20)).toBe(true);
    expect(needsSixPeriods(Number.NaN, Number.NaN)).toBe(false);
  });
});
