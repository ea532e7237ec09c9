import { describe, expect, it } from 'vitest';
import { formatMoney, formatUnitPrice } from './money.ts';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('formatMoney: two decimals and each language’s marks (visitor-and-shell §9)', () => {
  it.each([
    ['ca-ES', `1.409,58${NBSP}€`],
    ['es-ES', `1.409,58${NBSP}€`],
    ['gl-ES', `1.409,58${NBSP}€`],
    ['de-DE', `1.409,58${NBSP}€`],
    ['fr-FR', `1${NNBSP}409,58${NBSP}€`],
    ['en-US', '€1,409.58'],
  ])('groups four-digit amounts in %s: %s', (language, text) => {
    expect(formatMoney(1409.58, language)).toBe(text);
  });

  it.each([
    ['ca-ES', `54,72${NBSP}€`, `1.234.567,89${NBSP}€`],
    ['es-ES', `54,72${NBSP}€`, `1.234.567,89${NBSP}€`],
    ['gl-ES', `54,72${NBSP}€`, `1.234.567,89${NBSP}€`],
    ['de-DE', `54,72${NBSP}€`, `1.234.567,89${NBSP}€`],
    ['fr-FR', `54,72${NBSP}€`, `1${NNBSP}234${NNBSP}567,89${NBSP}€`],
    ['en-US', '€54.72', '€1,234,567.89'],
  ])('writes small and large amounts in %s', (language, small, large) => {
    expect(formatMoney(54.72, language)).toBe(small);
    expect(formatMoney(1234567.891, language)).toBe(large);
  });

  it('does not group three digits', () => {
    expect(formatMoney(999.99, 'de-DE')).toBe(`999,99${NBSP}€`);
    expect(formatMoney(999.99, 'en-US')).toBe('€999.99');
  });

  it('keeps the sign of negative amounts (refunds, cancelling invoices), before the euro sign in English', () => {
    expect(formatMoney(-45.1, 'ca-ES')).toBe(`-45,10${NBSP}€`);
    expect(formatMoney(-1234.5, 'es-ES')).toBe(`-1.234,50${NBSP}€`);
    expect(formatMoney(-1234.5, 'fr-FR')).toBe(`-1${NNBSP}234,50${NBSP}€`);
    expect(formatMoney(-1234.5, 'en-US')).toBe('-€1,234.50');
    expect(formatMoney(-0.001, 'es-ES')).toBe(`0,00${NBSP}€`);
    expect(formatMoney(-0.001, 'en-US')).toBe('€0.00');
  });

  it('rounds half up to the cent on the decimal value', () => {
    expect(formatMoney(0.005, 'es-ES')).toBe(`0,01${NBSP}€`);
    expect(formatMoney(1.005, 'es-ES')).toBe(`1,01${NBSP}€`);
    expect(formatMoney(999.995, 'en-US')).toBe('€1,000.00');
    expect(formatMoney(0, 'gl-ES')).toBe(`0,00${NBSP}€`);
    expect(formatMoney(1e-7, 'gl-ES')).toBe(`0,00${NBSP}€`);
  });

  it('falls back for a language the portal does not ship, and writes nothing for what is not a number', () => {
    expect(formatMoney(12345.5, 'xx')).toBe(formatMoney(12345.5, 'ca-ES'));
    expect(formatMoney(Number.NaN, 'ca-ES')).toBe('');
    expect(formatMoney(Number.POSITIVE_INFINITY, 'en-US')).toBe('');
  });
});

describe('formatUnitPrice', () => {
  it('keeps two to six decimals, as price lists state them', () => {
    expect(formatUnitPrice(0.073782, 'kW·día', 'es-ES')).toBe(`0,073782${NBSP}€/kW·día`);
    expect(formatUnitPrice(0.1, 'kWh', 'en-US')).toBe('€0.10/kWh');
    expect(formatUnitPrice(1500.5, 'Tag', 'de-DE')).toBe(`1.500,50${NBSP}€/Tag`);
    expect(formatUnitPrice(19.7, 'kW', 'fr-FR')).toBe(`19,70${NBSP}€/kW`);
  });
});
