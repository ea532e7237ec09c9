import { describe, expect, it } from 'vitest';
import { cupsControlLetters, isValidCups, normaliseCups, printableCups } from './cups.ts';

// Published examples: python-stdnum's tests for stdnum.es.cups.
describe('CUPS', () => {
  it('accepts valid 20-character CUPS', () => {
    for (const cups of ['ES1234123456789012JY', 'ES0987543210987654ZF', 'ES9750210987654321CQ', 'ES0999110012345678EK']) {
      expect(isValidCups(cups)).toBe(true);
    }
  });

  it('accepts the 22-character form: a digit and a point type F P R C X Y Z', () => {
    expect(isValidCups('ES1234123456789012JY1F')).toBe(true);
    expect(isValidCups('ES1234123456789012JY0P')).toBe(true);
    expect(isValidCups('ES1234123456789012JY1T')).toBe(false);
    expect(isValidCups('ES1234123456789012JYXF')).toBe(false);
  });

  it('rejects wrong control letters', () => {
    expect(isValidCups('ES1234123456789012XY')).toBe(false);
    expect(isValidCups('ES1234123456789012XY1F')).toBe(false);
    expect(isValidCups('ES0987543210987654FZ')).toBe(false);
  });

  it('rejects another country, letters among the digits and a wrong length', () => {
    expect(isValidCups('GB1234123456789012JY')).toBe(false);
    expect(isValidCups('ES12341234567890JY')).toBe(false);
    expect(isValidCups('ES12341234567890123JY')).toBe(false);
    expect(isValidCups('ES1234123456789012JY1')).toBe(false);
    expect(isValidCups('')).toBe(false);
  });

  it('strips spaces, upper-cases and reads O as zero among the digits', () => {
    expect(normaliseCups('es 1234 1234 5678 9012 jy')).toBe('ES1234123456789012JY');
    expect(normaliseCups('ESO987543210987654ZF')).toBe('ES0987543210987654ZF');
    expect(isValidCups('es O987 5432 1098 7654 zf')).toBe(true);
  });

  // python-stdnum's doctests for stdnum.es.cups: the forms bills print, with spaces and dashes.
  it('accepts CUPS pasted with spaces, dots and dashes, and keeps refusing a wrong one', () => {
    expect(isValidCups('ES 1234-123456789012-JY 1F')).toBe(true);
    expect(isValidCups('ES 1234-123456789012-JY')).toBe(true);
    expect(isValidCups('es.0987.5432.1098.7654.zf')).toBe(true);
    expect(isValidCups('ES 1234-123456789012-XY 1F')).toBe(false);
    expect(isValidCups('ES 1234-123456789012-JY 1T')).toBe(false);
    expect(isValidCups('ES 1234-123456789012-JY XF')).toBe(false);
    expect(isValidCups('ES 1234-12X456789012-JY')).toBe(false);
    expect(isValidCups('ES 1234-12456789012-JY')).toBe(false);
    expect(isValidCups('GB 1234-123456789012-JY')).toBe(false);
    expect(isValidCups('ES 1234/123456789012 JY')).toBe(false);
  });

  it('compacts the pasted forms to what is stored', () => {
    expect(normaliseCups('ES 1234-123456789012-JY 1F')).toBe('ES1234123456789012JY1F');
    expect(normaliseCups('es.0987.5432.1098.7654.zf')).toBe('ES0987543210987654ZF');
    expect(normaliseCups('ES 1234-1234567890O2-JY')).toBe('ES1234123456789002JY');
  });

  it('prints the groups bills show', () => {
    expect(printableCups('ES1234123456789012JY')).toBe('ES 1234 1234 5678 9012 JY');
    expect(printableCups('ES1234123456789012JY1F')).toBe('ES 1234 1234 5678 9012 JY 1F');
    expect(printableCups('ES 1234-123456789012-JY 1F')).toBe('ES 1234 1234 5678 9012 JY 1F');
  });

  it('computes the letters from the 16 digits mod 529 (exact with BigInt beyond 2^53)', () => {
    expect(cupsControlLetters('1234123456789012')).toBe('JY');
    expect(cupsControlLetters('9750210987654321')).toBe('CQ');
  });
});
