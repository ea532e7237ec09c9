import { describe, expect, it } from 'vitest';
import { isValidPhone, limitPhoneInput, PHONE_MAX_DIGITS, PHONE_TEXT_MAX_LENGTH, phoneDigitCount, splitPhone } from './phone.ts';

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

describe('the phone limit counts digits', () => {
  it.each([
    ['600123456', 9],
    ['600 12 34 56', 9],
    ['+34 612 345 678', 11],
    ['0034 612 345 678', 11],
    ['(+34) 612-345-678', 11],
    ['+', 0],
    ['', 0],
  ])('%s has %i digits', (value, digits) => {
    expect(phoneDigitCount(value)).toBe(digits);
  });

  it.each([
    // What the portal shows can be typed back unchanged and is valid.
    ['+34 612 345 678', '+34 612 345 678', true],
    ['+34 934 123 456', '+34 934 123 456', true],
    ['0034 612 345 678', '0034 612 345 678', true],
    ['+33 6 12 34 56 78', '+33 6 12 34 56 78', true],
    ['612.345.678', '612.345.678', true],
    // A thirteenth digit is not taken; separators after it still are.
    ['+34 612 345 678 90', '+34 612 345 678 9', false],
    ['6123456789012345', '612345678901', false],
  ])('typing %s keeps %s (valid: %s)', (typed, kept, valid) => {
    expect(limitPhoneInput(typed)).toBe(kept);
    expect(isValidPhone(limitPhoneInput(typed))).toBe(valid);
  });

  it('keeps a typed value within the text bound', () => {
    expect(limitPhoneInput(`+34${' '.repeat(40)}6`).length).toBe(PHONE_TEXT_MAX_LENGTH);
  });

  it('refuses more than 12 digits, letters and over-long text, whatever libphonenumber would read', () => {
    expect(isValidPhone('+34 612 345 678 9')).toBe(false);
    expect(isValidPhone('612 345 678 ext 1')).toBe(false);
    expect(isValidPhone(`+34 612 345 678${' '.repeat(20)}1`)).toBe(false);
    expect(PHONE_MAX_DIGITS).toBe(12);
  });
});
