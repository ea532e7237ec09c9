import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages.ts';
import { formatEuros, formatInvoiceDate } from './invoice-format.ts';

// Intl separates with no-break spaces in some locales; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatEuros', () => {
  it('writes a decimal comma and two decimals in every language', () => {
    for (const language of LANGUAGES) {
      const text = plain(formatEuros(1234.5, language));
      expect(text).toMatch(/^1[.\s]?234,50 €$/);
    }
  });

  it('uses the Spanish format for English and for unknown languages', () => {
    expect(formatEuros(1234.5, 'en-US')).toBe(formatEuros(1234.5, 'es-ES'));
    expect(formatEuros(12345.5, 'xx')).toBe(formatEuros(12345.5, 'es-ES'));
    expect(plain(formatEuros(12345.5, 'es-ES'))).toBe('12.345,50 €');
  });

  it('rounds to cents and keeps the sign', () => {
    expect(plain(formatEuros(0.005, 'es-ES'))).toBe('0,01 €');
    expect(plain(formatEuros(-45.1, 'ca-ES'))).toBe('-45,10 €');
  });
});

describe('formatInvoiceDate', () => {
  it('shows ISO dates as DD/MM/YYYY', () => {
    expect(formatInvoiceDate('2025-03-31')).toBe('31/03/2025');
  });
});
