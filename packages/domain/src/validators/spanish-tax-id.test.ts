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

  it('rejects empty and malformed input', () => {
    expect(isValidSpanishTaxId('')).toBe(false);
    expect(isValidSpanishTaxId('1234')).toBe(false);
    expect(isValidSpanishTaxId('ABCDEFGHI')).toBe(false);
  });
});
