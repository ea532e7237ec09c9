import { describe, expect, it } from 'vitest';
import { formatDecimal, formatEnergy, formatFileSize, formatKw, formatPercent, formatPower, formatQuantity } from './quantities.ts';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('energy (customer-area §3 "energy kWh")', () => {
  it.each([
    ['ca-ES', `7.231,002${NBSP}kWh`, `164,765${NBSP}kWh`],
    ['es-ES', `7.231,002${NBSP}kWh`, `164,765${NBSP}kWh`],
    ['gl-ES', `7.231,002${NBSP}kWh`, `164,765${NBSP}kWh`],
    ['de-DE', `7.231,002${NBSP}kWh`, `164,765${NBSP}kWh`],
    ['fr-FR', `7${NNBSP}231,002${NBSP}kWh`, `164,765${NBSP}kWh`],
    ['en-US', `7,231.002${NBSP}kWh`, `164.765${NBSP}kWh`],
  ])('writes thousands and up to three decimals in %s', (language, large, small) => {
    expect(formatEnergy(7231.002, language)).toBe(large);
    expect(formatEnergy(164.765, language)).toBe(small);
  });

  it('drops trailing zeros and keeps the sign of exported or corrected energy', () => {
    expect(formatEnergy(3000, 'es-ES')).toBe(`3.000${NBSP}kWh`);
    expect(formatEnergy(1234.5678, 'gl-ES')).toBe(`1.234,568${NBSP}kWh`);
    expect(formatEnergy(-1234.5, 'ca-ES')).toBe(`-1.234,5${NBSP}kWh`);
    expect(formatEnergy(-1234.5, 'en-US')).toBe(`-1,234.5${NBSP}kWh`);
  });

  it('writes any unit after the figure', () => {
    expect(formatQuantity(138, 'kW·dia', 'ca-ES')).toBe(`138${NBSP}kW·dia`);
    expect(formatQuantity(6, 'm³/h', 'en-US')).toBe(`6${NBSP}m³/h`);
  });
});

describe('power (customer-area §5: up to three decimals, as the power form takes it back)', () => {
  it.each([
    ['ca-ES', '1,15'],
    ['es-ES', '1,15'],
    ['gl-ES', '1,15'],
    ['de-DE', '1,15'],
    ['fr-FR', '1,15'],
    ['en-US', '1.15'],
  ])('writes the decimal mark of %s', (language, kw) => {
    expect(formatKw(1.15, language)).toBe(kw);
    expect(formatPower(1.15, language)).toBe(`${kw}${NBSP}kW`);
    expect(formatKw(15, language)).toBe('15');
  });

  it('rounds to the watt and puts no thousands mark, which the form would not accept back', () => {
    expect(formatKw(3.4645, 'es-ES')).toBe('3,465');
    expect(formatKw(1250.5, 'es-ES')).toBe('1250,5');
    expect(formatKw(1250.5, 'en-US')).toBe('1250.5');
  });

  it('writes nothing for what is not a number', () => {
    expect(formatKw(Number.NaN, 'ca-ES')).toBe('');
    expect(formatPower(Number.NaN, 'ca-ES')).toBe('');
  });
});

describe('plain decimals and percentages', () => {
  it('writes gas pressure and flow with the decimal mark only', () => {
    expect(formatDecimal(0.05, 'gl-ES')).toBe('0,05');
    expect(formatDecimal(0.05, 'en-US')).toBe('0.05');
    expect(formatDecimal(1500.25, 'de-DE')).toBe('1500,25');
  });

  it('writes tax rates with the decimals the law gives them', () => {
    expect(formatPercent(0.0511269632, 'es-ES')).toBe(`5,11269632${NBSP}%`);
    expect(formatPercent(0.21, 'en-US')).toBe('21%');
    expect(formatPercent(0.21, 'fr-FR')).toBe(`21${NNBSP}%`);
    expect(formatPercent(-0.1, 'de-DE')).toBe(`-10${NBSP}%`);
  });
});

describe('file sizes (contract attachments)', () => {
  it('writes bytes, KB and MB with the language’s decimal mark', () => {
    expect(formatFileSize(512, 'es-ES')).toBe(`512${NBSP}B`);
    expect(formatFileSize(1536, 'gl-ES')).toBe(`1,5${NBSP}KB`);
    expect(formatFileSize(1536, 'en-US')).toBe(`1.5${NBSP}KB`);
    expect(formatFileSize(1024 * 1000, 'de-DE')).toBe(`1.000,0${NBSP}KB`);
    expect(formatFileSize(1024 * 1024 * 1500, 'de-DE')).toBe(`1,5${NBSP}GB`);
    expect(formatFileSize(1024 ** 4, 'fr-FR')).toBe(`1${NNBSP}024,0${NBSP}GB`);
  });
});
