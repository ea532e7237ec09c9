import { describe, expect, it } from 'vitest';
import { ibanFilesProblem, ZIbanChangeRequestSchema } from './iban-change-schema.ts';

const errorsOf = (payload: object) => {
  const result = ZIbanChangeRequestSchema.safeParse(payload);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('ZIbanChangeRequestSchema, existing account', () => {
  it('accepts a bank id', () => {
    expect(ZIbanChangeRequestSchema.parse({ already_registered: true, bank_id: 3 })).toEqual({ already_registered: true, bank_id: 3 });
  });

  it('asks for the account to be chosen', () => {
    expect(errorsOf({ already_registered: true })).toEqual({ bank_id: 'iban_select_empty' });
    expect(errorsOf({ already_registered: true, bank_id: 0 })).toEqual({ bank_id: 'iban_select_empty' });
  });
});

describe('ZIbanChangeRequestSchema, new account', () => {
  it('accepts a valid IBAN with spaces and normalises it', () => {
    expect(
      ZIbanChangeRequestSchema.parse({ already_registered: false, iban: 'es91 2100 0418 4502 0005 1332', owner_is_bank_owner: true }),
    ).toEqual({
      already_registered: false,
      iban: 'ES9121000418450200051332',
      owner_is_bank_owner: true,
    });
  });

  it('accepts an IBAN pasted with dots or dashes and gives the compact form', () => {
    expect(ZIbanChangeRequestSchema.parse({ already_registered: false, iban: 'BE 43.4679.1170.4101', owner_is_bank_owner: true })).toEqual({
      already_registered: false,
      iban: 'BE43467911704101',
      owner_is_bank_owner: true,
    });
    expect(errorsOf({ already_registered: false, iban: 'BE 43.4679.1170.4102', owner_is_bank_owner: true })).toEqual({
      iban: 'iban_field_invalid',
    });
  });

  it('refuses an invalid or missing IBAN', () => {
    expect(errorsOf({ already_registered: false, iban: 'ES9121000418450200051331', owner_is_bank_owner: true })).toEqual({
      iban: 'iban_field_invalid',
    });
    expect(errorsOf({ already_registered: false, owner_is_bank_owner: true })).toEqual({ iban: 'iban_field_invalid' });
  });

  it('needs the ownership confirmation ticked', () => {
    expect(errorsOf({ already_registered: false, iban: 'ES9121000418450200051332', owner_is_bank_owner: false })).toEqual({
      owner_is_bank_owner: 'iban_change_validation',
    });
    expect(errorsOf({ already_registered: false, iban: 'ES9121000418450200051332' })).toEqual({
      owner_is_bank_owner: 'iban_change_validation',
    });
  });

  it('needs to know which kind of change it is', () => {
    expect(Object.keys(errorsOf({ iban: 'ES9121000418450200051332' }))).toEqual(['already_registered']);
  });
});

describe('ibanFilesProblem', () => {
  it('requires an attachment only when the feature says so', () => {
    expect(ibanFilesProblem(0, true)).toBe('iban_change_has_files');
    expect(ibanFilesProblem(1, true)).toBeUndefined();
    expect(ibanFilesProblem(0, false)).toBeUndefined();
  });

  it('refuses more than six files', () => {
    expect(ibanFilesProblem(6, true)).toBeUndefined();
    expect(ibanFilesProblem(7, false)).toBe('files_too_many');
  });
});
