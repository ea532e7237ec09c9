import { describe, expect, it } from 'vitest';
import { isValidIban, maskedIban, normaliseIban, printableIban } from './iban.ts';

describe('IBAN', () => {
  it('accepts valid Spanish and foreign accounts', () => {
    expect(isValidIban('ES9121000418450200051332')).toBe(true);
    expect(isValidIban('ES7620770024003102575766')).toBe(true);
    expect(isValidIban('DE89370400440532013000')).toBe(true);
  });

  it('rejects a wrong check, a missing digit and empty input', () => {
    expect(isValidIban('ES9121000418450200051331')).toBe(false);
    expect(isValidIban('ES912100041845020005133')).toBe(false);
    expect(isValidIban('')).toBe(false);
    expect(isValidIban('not an iban')).toBe(false);
  });

  it('accepts spaces and lowercase, and normalises them away', () => {
    expect(isValidIban(' es91 2100 0418 4502 0005 1332 ')).toBe(true);
    expect(normaliseIban('es91 2100 0418 4502 0005 1332')).toBe('ES9121000418450200051332');
  });

  // python-stdnum's doctests for stdnum.iban and statements that print dots or dashes.
  it('accepts an IBAN pasted with spaces, dots or dashes, and keeps refusing a wrong one', () => {
    expect(isValidIban('BE 43.4679.1170.4101')).toBe(true);
    expect(isValidIban('GR16 0110 1050 0000 1054 7023 795')).toBe(true);
    expect(isValidIban('ES91-2100-0418-4502-0005-1332')).toBe(true);
    expect(isValidIban('BE 43.4679.1170.4102')).toBe(false);
    expect(isValidIban('ES91-2100-0418-4502-0005-1333')).toBe(false);
    expect(isValidIban('BE43/4679/1170/4101')).toBe(false);
  });

  it('compacts the pasted forms to what is stored', () => {
    expect(normaliseIban('BE 43.4679.1170.4101')).toBe('BE43467911704101');
    expect(normaliseIban('gr16 0110 1050 0000 1054 7023 795')).toBe('GR1601101050000010547023795');
    expect(normaliseIban('ES91-2100-0418-4502-0005-1332')).toBe('ES9121000418450200051332');
  });

  it('prints in groups of four and masks the middle', () => {
    expect(printableIban('BE 43.4679.1170.4101')).toBe('BE43 4679 1170 4101');
    expect(printableIban('GR1601101050000010547023795')).toBe('GR16 0110 1050 0000 1054 7023 795');
    expect(printableIban('ES9121000418450200051332')).toBe('ES91 2100 0418 4502 0005 1332');
    expect(maskedIban('ES91 2100 0418 4502 0005 1332')).toBe('ES91 **** **** **** **** 1332');
  });
});
