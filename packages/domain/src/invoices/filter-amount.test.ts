import { describe, expect, it } from 'vitest';
import { isFilterAmount, parseFilterAmount } from './filter-amount.ts';

describe('parseFilterAmount', () => {
  it('accepts a decimal comma or point', () => {
    expect(parseFilterAmount('12,5')).toBe(12.5);
    expect(parseFilterAmount('12.5')).toBe(12.5);
    expect(parseFilterAmount(' 100 ')).toBe(100);
    expect(parseFilterAmount('-45,10')).toBe(-45.1);
    expect(parseFilterAmount('1000000000')).toBe(1e9);
  });

  it('refuses text, thousands separators, sub-cent digits and huge amounts', () => {
    for (const bad of ['', 'abc', '1.234,50', '12,345', '1e3', '12,', ',5', '1000000001', 'Infinity', '0x10']) {
      expect(parseFilterAmount(bad)).toBeNull();
    }
  });
});

describe('isFilterAmount', () => {
  it('accepts finite numbers up to a billion either way', () => {
    expect(isFilterAmount(0)).toBe(true);
    expect(isFilterAmount(-1e9)).toBe(true);
    expect(isFilterAmount(1e9 + 1)).toBe(false);
    expect(isFilterAmount(Number.NaN)).toBe(false);
    expect(isFilterAmount(Number.POSITIVE_INFINITY)).toBe(false);
    expect(isFilterAmount('12')).toBe(false);
  });
});
