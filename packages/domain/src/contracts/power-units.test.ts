import { describe, expect, it } from 'vitest';
import { kwTextToWatts, kwToWatts, needsSixPeriods, POWER_LIMIT_TWO_PERIODS_KW } from './power-units.ts';

describe('kwTextToWatts', () => {
  it('reads comma and dot decimals as whole watts', () => {
    expect(kwTextToWatts('4,6')).toBe(4600);
    expect(kwTextToWatts('4.6')).toBe(4600);
    expect(kwTextToWatts(' 3,45 ')).toBe(3450);
    expect(kwTextToWatts('10')).toBe(10000);
    expect(kwTextToWatts('5,750')).toBe(5750);
  });

  it('allows at most three decimals', () => {
    expect(kwTextToWatts('3,464')).toBe(3464);
    expect(kwTextToWatts('3,4641')).toBeNaN();
  });

  it('refuses negatives, empty and non-numbers', () => {
    expect(kwTextToWatts('-4,6')).toBeNaN();
    expect(kwTextToWatts('')).toBeNaN();
    expect(kwTextToWatts('abc')).toBeNaN();
    expect(kwTextToWatts('4,6,1')).toBeNaN();
    expect(kwTextToWatts('1e3')).toBeNaN();
    expect(kwTextToWatts(',5')).toBeNaN();
  });
});

describe('kwToWatts', () => {
  it('converts kW to whole watts', () => {
    expect(kwToWatts(4.6)).toBe(4600);
    expect(kwToWatts(3.464)).toBe(3464);
    expect(kwToWatts(1.001)).toBe(1001);
    expect(kwToWatts(0.1 + 0.2)).toBe(300);
  });
});

describe('needsSixPeriods', () => {
  it('asks for six periods only above 15 kW in P1 or P2', () => {
    expect(POWER_LIMIT_TWO_PERIODS_KW).toBe(15);
    expect(needsSixPeriods(15000, 15000)).toBe(false);
    expect(needsSixPeriods(4600, 5750)).toBe(false);
    expect(needsSixPeriods(15001, 10000)).toBe(true);
    expect(needsSixPeriods(10000, 20000)).toBe(true);
    expect(needsSixPeriods(Number.NaN, undefined)).toBe(false);
  });
});
