import { describe, expect, it } from 'vitest';
import { isValidSpanishTaxId } from './spanish-tax-id.ts';

describe('isValidSpanishTaxId', () => {
  it('accepts NIF (DNI) with the right letter, in any casing and with separators or the ES prefix', () => {
    expect(isValidSpanishTaxId('12345678Z')).toBe(true);
    expect(isValidSpanishTaxId('es 12.345.678-z')).toBe(true);
    expect(isValidSpanishTaxId('ES12345678Z')).toBe(true);
    expect(isValidSpanishTaxId('12345678A')).toBe(false);
  });

  it('accepts NIE starting X, Y and Z with the right letter', () => {
    expect(isValidSpanishTaxId('X1234567L')).toBe(true);
    expect(isValidSpanishTaxId('Y1234567X')).toBe(true);
    expect(isValidSpanishTaxId('Z1234567R')).toBe(true);
    expect(isValidSpanishTaxId('X1234567A')).toBe(false);
  });

  it('accepts CIF with a control digit or letter and rejects a wrong one', () => {
    expect(isValidSpanishTaxId('B58378431')).toBe(true);
    expect(isValidSpanishTaxId('A58818501')).toBe(true);
    expect(isValidSpanishTaxId('Q2826000H')).toBe(true);
    expect(isValidSpanishTaxId('B58378432')).toBe(false);
  });

  // K, L and M NIFs: the letter, seven digits and a check letter computed like a DNI's on the
  // seven digits (1234567 mod 23 = 19 → L).
  it('accepts K, L and M NIFs with seven digits and the right letter', () => {
    expect(isValidSpanishTaxId('K1234567L')).toBe(true);
    expect(isValidSpanishTaxId('L7654321J')).toBe(true);
    expect(isValidSpanishTaxId('M0000001R')).toBe(true);
    expect(isValidSpanishTaxId('m-123.4567-l')).toBe(true);
    expect(isValidSpanishTaxId('ESK1234567L')).toBe(true);
    expect(isValidSpanishTaxId('K1234567A')).toBe(false);
  });

  it('rejects K, L and M NIFs whose body is not seven digits, even with the letter stdnum computes', () => {
    expect(isValidSpanishTaxId('K0XXXXXXT')).toBe(false);
    expect(isValidSpanishTaxId('L1ABCDEFR')).toBe(false);
    expect(isValidSpanishTaxId('M+123456S')).toBe(false);
    expect(isValidSpanishTaxId('K123456L')).toBe(false);
    expect(isValidSpanishTaxId('K12345678L')).toBe(false);
    expect(isValidSpanishTaxId('K12345671')).toBe(false);
  });

  it('rejects empty and malformed input', () => {
    expect(isValidSpanishTaxId('')).toBe(false);
    expect(isValidSpanishTaxId('1234')).toBe(false);
    expect(isValidSpanishTaxId('ABCDEFGHI')).toBe(false);
  });
});
