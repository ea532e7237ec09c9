import { describe, expect, it } from 'vitest';
import { normaliseTaxId } from './tax-id.ts';

describe('normaliseTaxId', () => {
  it('uppercases and strips separators', () => {
    expect(normaliseTaxId(' 12345678z ')).toBe('12345678Z');
    expect(normaliseTaxId('12.345.678-Z')).toBe('12345678Z');
    expect(normaliseTaxId('b 58378431')).toBe('B58378431');
  });

  it('drops the ES VAT prefix of a 9-character id', () => {
    expect(normaliseTaxId('ES12345678Z')).toBe('12345678Z');
    expect(normaliseTaxId('esB58378431')).toBe('B58378431');
  });

  it('keeps ids that only look prefixed', () => {
    // A CIF of letter E (communities of property) is 9 characters on its own.
    expect(normaliseTaxId('E12345678')).toBe('E12345678');
    expect(normaliseTaxId('ES1234567')).toBe('ES1234567');
  });
});
