import { describe, expect, it } from 'vitest';
import { isValidPostalCode, provinceCodeFromIne } from './postal-code.ts';

describe('isValidPostalCode', () => {
  it('accepts five digits of an existing province (01 to 52)', () => {
    expect(isValidPostalCode('08001')).toBe(true);
    expect(isValidPostalCode('01001')).toBe(true);
    expect(isValidPostalCode('52001')).toBe(true);
  });

  it('rejects other lengths, letters and provinces 00 or above 52', () => {
    expect(isValidPostalCode('0800')).toBe(false);
    expect(isValidPostalCode('080011')).toBe(false);
    expect(isValidPostalCode('08A01')).toBe(false);
    expect(isValidPostalCode(' 08001')).toBe(false);
    expect(isValidPostalCode('00001')).toBe(false);
    expect(isValidPostalCode('53001')).toBe(false);
    expect(isValidPostalCode('')).toBe(false);
  });
});

describe('provinceCodeFromIne', () => {
  it('takes the first two digits', () => {
    expect(provinceCodeFromIne('08019')).toBe('08');
    expect(provinceCodeFromIne('17079')).toBe('17');
  });
});
