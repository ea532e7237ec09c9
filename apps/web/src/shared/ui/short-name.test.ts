import { describe, expect, it } from 'vitest';
import { firstName, initials } from './short-name.ts';

describe('short forms of the customer name for the header', () => {
  it('first name is the first word, spaces trimmed', () => {
    expect(firstName('Marta Puig Serra')).toBe('Marta');
    expect(firstName('  Comercial   Pirineu SL ')).toBe('Comercial');
    expect(firstName('')).toBe('');
  });

  it('initials are the first letters of the first and last words', () => {
    expect(initials('Marta Puig Serra')).toBe('MS');
    expect(initials('àngel roca')).toBe('ÀR');
    expect(initials('Solo')).toBe('S');
    expect(initials(' ')).toBe('');
  });
});
