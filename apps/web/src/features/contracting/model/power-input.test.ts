import { describe, expect, it } from 'vitest';
import { limitPowerInput } from './power-input.ts';

describe('a power field', () => {
  it('keeps digits, one separator and three decimals; no sign, no letters', () => {
    expect(limitPowerInput('4,6')).toBe('4,6');
    expect(limitPowerInput('-4,65432')).toBe('4,654');
    expect(limitPowerInput('4.6.7a')).toBe('4.67');
    expect(limitPowerInput(',5')).toBe('5');
    expect(limitPowerInput('15 kW')).toBe('15');
  });
});
