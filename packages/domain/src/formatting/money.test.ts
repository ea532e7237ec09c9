import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages.ts';
import { formatMoney, formatUnitPrice } from './money.ts';

const NBSP = '\u00a0';

describe('formatMoney (visitor-and-shell §9: 2 decimals, decimal comma, thousands dot)', () => {
  it.each(LANGUAGES)('writes 12,50 € and 1.234,50 € in %s', (language) => {
    expect(formatMoney(12.5, language)).toBe(`12,50${NBSP}€`);
    expect(formatMoney(1234.5, language)).toBe(`1.234,50${NBSP}€`);
  });

  it('writes English like the other languages, not "€12.50" (issue 9)', () => {
    expect(formatMoney(12.5, 'en-US')).toBe(formatMoney(12.5, 'es-ES'));
    expect(formatMoney(12.5, 'en-US')).not.toContain('.');
  });

  it('groups every thousand, four digits included', () => {
    expect(formatMoney(1000, 'es-ES')).toBe(`1.000,00${NBSP}€`);
    expect(formatMoney(12345.5, 'es-ES')).toBe(`12.345,50${NBSP}€`);
    expect(formatMoney(1234567.891, 'fr-FR')).toBe(`1.234.567,89${NBSP}€`);
    expect(formatMoney(999.99, 'de-DE')).toBe(`999,99${NBSP}€`);
  });

  it('keeps the sign of negative amounts (refunds, cancelling invoices)', () => {
    expect(formatMoney(-45.1, 'ca-ES')).toBe(`-45,10${NBSP}€`);
    expect(formatMoney(-1234.5, 'en-US')).toBe(`-1.234,50${NBSP}€`);
    expect(formatMoney(-0.001, 'es-ES')).toBe(`0,00${NBSP}€`);
  });

  it('rounds half up to the cent on the decimal value', () => {
    expect(formatMoney(0.005, 'es-ES')).toBe(`0,01${NBSP}€`);
    expect(formatMoney(1.005, 'es-ES')).toBe(`1,01${NBSP}€`);
    expect(formatMoney(0, 'gl-ES')).toBe(`0,00${NBSP}€`);
  });

  it('falls back for a language the portal does not ship, and writes nothing for what is not a number', () => {
    expect(formatMoney(12345.5, 'xx')).toBe(formatMoney(12345.5, 'ca-ES'));
    expect(formatMoney(Number.NaN, 'ca-ES')).toBe('');
    expect(formatMoney(Number.POSITIVE_INFINITY, 'ca-ES')).toBe('');
  });
});

describe('formatUnitPrice', () => {
  it('keeps two to six decimals, as price lists state them', () => {
    expect(formatUnitPrice(0.073782, 'kW·día', 'es-ES')).toBe(`0,073782${NBSP}€/kW·día`);
    expect(formatUnitPrice(0.1, 'kWh', 'en-US')).toBe(`0,10${NBSP}€/kWh`);
    expect(formatUnitPrice(1500.5, 'day', 'de-DE')).toBe(`1.500,50${NBSP}€/day`);
  });
});
