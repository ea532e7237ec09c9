import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages.ts';
import { formatEnergy, formatKw, formatPercent, formatPower, formatQuantity } from './quantities.ts';

const NBSP = '\u00a0';

describe('energy (customer-area §3 "energy kWh")', () => {
  it.each(LANGUAGES)('writes a decimal comma, a thousands dot and up to three decimals in %s', (language) => {
    expect(formatEnergy(312.5, language)).toBe(`312,5${NBSP}kWh`);
    expect(formatEnergy(3000, language)).toBe(`3.000${NBSP}kWh`);
    expect(formatEnergy(1234.5678, language)).toBe(`1.234,568${NBSP}kWh`);
  });

  it('keeps the sign of exported or corrected energy', () => {
    expect(formatEnergy(-1234.5, 'ca-ES')).toBe(`-1.234,5${NBSP}kWh`);
  });

  it('writes any unit after the figure', () => {
    expect(formatQuantity(138, 'kW·dia', 'ca-ES')).toBe(`138${NBSP}kW·dia`);
    expect(formatQuantity(6, 'm³/h', 'en-US')).toBe(`6${NBSP}m³/h`);
  });
});

describe('power (customer-area §5: comma decimal, up to three decimals)', () => {
  it.each(LANGUAGES)('reads as the power form takes it in %s', (language) => {
    expect(formatKw(4.6, language)).toBe('4,6');
    expect(formatKw(15, language)).toBe('15');
    expect(formatKw(3.4645, language)).toBe('3,465');
    expect(formatPower(4.6, language)).toBe(`4,6${NBSP}kW`);
  });

  it('puts no thousands mark, which the form would not accept back', () => {
    expect(formatKw(1250.5, 'es-ES')).toBe('1250,5');
  });

  it('writes nothing for what is not a number', () => {
    expect(formatKw(Number.NaN, 'ca-ES')).toBe('');
    expect(formatPower(Number.NaN, 'ca-ES')).toBe('');
  });
});

describe('formatPercent', () => {
  it('writes tax rates with the decimals the law gives them', () => {
    expect(formatPercent(0.0511269632, 'es-ES')).toBe(`5,11269632${NBSP}%`);
    expect(formatPercent(0.21, 'en-US')).toBe(`21${NBSP}%`);
    expect(formatPercent(-0.1, 'de-DE')).toBe(`-10${NBSP}%`);
  });
});
