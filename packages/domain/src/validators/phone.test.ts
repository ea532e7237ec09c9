import { describe, expect, it } from 'vitest';
import { isValidPhone, splitPhone } from './phone.ts';

describe('isValidPhone', () => {
  it('accepts Spanish mobiles and landlines without a prefix (Spain by default)', () => {
    expect(isValidPhone('600123456')).toBe(true);
    expect(isValidPhone('912345678')).toBe(true);
    expect(isValidPhone('600 12 34 56')).toBe(true);
  });

  it('accepts international numbers', () => {
    expect(isValidPhone('+34 600 12 34 56')).toBe(true);
    expect(isValidPhone('+33 6 12 34 56 78')).toBe(true);
    expect(isValidPhone('0034600123456')).toBe(true);
  });

  it('rejects fewer than 4 characters, impossible numbers and a foreign number read as Spanish', () => {
    expect(isValidPhone('123')).toBe(false);
    expect(isValidPhone('12345')).toBe(false);
    expect(isValidPhone('500000000')).toBe(false);
    expect(isValidPhone('612345678', 'FR')).toBe(true);
    expect(isValidPhone('')).toBe(false);
  });
});

describe('splitPhone', () => {
  it('gives +34 when there is no prefix', () => {
    expect(splitPhone('600123456')).toEqual({ prefix: '+34', number: '600123456' });
    expect(splitPhone('600 12 34 56')).toEqual({ prefix: '+34', number: '600123456' });
  });

  it('takes the part before the last nine digits as the prefix', () => {
    expect(splitPhone('+34600123456')).toEqual({ prefix: '+34', number: '600123456' });
    expect(splitPhone('+34 600 12 34 56')).toEqual({ prefix: '+34', number: '600123456' });
    expect(splitPhone('0034600123456')).toEqual({ prefix: '+34', number: '600123456' });
    expect(splitPhone('+33 6 12 34 56 78')).toEqual({ prefix: '+33', number: '612345678' });
  });
});
