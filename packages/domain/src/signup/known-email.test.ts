import { describe, expect, it } from 'vitest';
import { distinctEmails, knownEmailMatching } from './known-email.ts';

const KNOWN = ['Laia.Ferrer@correu.example ', 'factures@casa.example'];

describe('the address on file that a sign-up names', () => {
  it.each([
    ['laia.ferrer@correu.example', 'Laia.Ferrer@correu.example'],
    ['  LAIA.FERRER@CORREU.EXAMPLE ', 'Laia.Ferrer@correu.example'],
    ['factures@casa.example', 'factures@casa.example'],
    ['attacker@evil.example', undefined],
    ['laia.ferrer@correu.example.evil.example', undefined],
    ['', undefined],
    ['   ', undefined],
  ])('%j names %j', (typed, expected) => {
    expect(knownEmailMatching(typed, KNOWN)).toBe(expected);
  });

  it('names none when the retailer has no address', () => {
    expect(knownEmailMatching('laia@correu.example', [])).toBeUndefined();
    expect(knownEmailMatching('', [' '])).toBeUndefined();
  });

  it('warns each address once whatever its case, never a blank one', () => {
    expect(distinctEmails(['a@x.example', ' A@X.example', '', '  ', 'b@x.example'])).toEqual(['a@x.example', 'b@x.example']);
  });
});
