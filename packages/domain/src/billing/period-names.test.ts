import { describe, expect, it } from 'vitest';
import { periodName, periodNumber } from './period-names.ts';

const keys = (tariff: string | null, count: number, kind: 'energy' | 'power') =>
  Array.from({ length: count }, (_, index) => periodName(tariff, index + 1, kind).key);

describe('periodName', () => {
  it('names the 2.0TD energy periods peak, standard and off-peak', () => {
    expect(keys('2.0TD', 3, 'energy')).toEqual(['tariff_period_peak', 'tariff_period_standard', 'tariff_period_off_peak']);
  });

  it('names the 2.0TD power periods peak and off-peak', () => {
    expect(keys('2.0TD', 2, 'power')).toEqual(['tariff_period_peak', 'tariff_period_off_peak']);
  });

  it('keeps the number for six-period tariffs, unknown tariffs and periods beyond the tariff', () => {
    expect(keys('3.0TD', 6, 'energy')).toEqual(new Array(6).fill('tariff_period_numbered'));
    expect(keys('6.1TD', 6, 'power')).toEqual(new Array(6).fill('tariff_period_numbered'));
    expect(periodName(null, 1, 'energy')).toEqual({ key: 'tariff_period_numbered', period: 1 });
    expect(periodName('2.0TD', 3, 'power')).toEqual({ key: 'tariff_period_numbered', period: 3 });
    expect(periodName('3.0TD', 4, 'power')).toEqual({ key: 'tariff_period_numbered', period: 4 });
  });

  it('reads the period number of a power label', () => {
    expect(periodNumber('P2')).toBe(2);
    expect(periodNumber('x')).toBeNaN();
  });
});
