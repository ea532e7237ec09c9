import { describe, expect, it } from 'vitest';
import { fieldErrorsFromIssues } from '../api/field-errors.ts';
import { CASE_OUTCOMES, caseNumber } from '../cases/case-model.ts';
import { ZAtcClaimSchema } from './atc-schemas.ts';

const VALID = { contract: '0001001', tipus: '1', subtipus: '001', comments: 'La factura em cobra dues vegades.' };
const errorsOf = (input: unknown) => {
  const parsed = ZAtcClaimSchema.safeParse(input);
  return parsed.success ? {} : fieldErrorsFromIssues(parsed.error.issues);
};

// customer-area §5: "ATC form: contract, tipus, subtipus and descripcio required; attachment optional".
describe('the ATC claim form', () => {
  it('takes a complete claim, tipus as the select or the multipart field sends it', () => {
    expect(ZAtcClaimSchema.parse(VALID)).toEqual({ ...VALID, tipus: 1 });
    expect(ZAtcClaimSchema.parse({ ...VALID, tipus: 3, comments: '  Línia 1\nLínia 2  ' })).toMatchObject({
      tipus: 3,
      comments: 'Línia 1\nLínia 2',
    });
  });

  it('requires the contract', () => {
    expect(errorsOf({ ...VALID, contract: '' })).toEqual({ contract: ['required_field'] });
    expect(errorsOf({ ...VALID, contract: undefined })).toEqual({ contract: ['required_field'] });
  });

  it('requires the type (tipus), a positive id', () => {
    expect(errorsOf({ ...VALID, tipus: '' })).toEqual({ tipus: ['atc_type_required'] });
    expect(errorsOf({ ...VALID, tipus: undefined })).toEqual({ tipus: ['atc_type_required'] });
    expect(errorsOf({ ...VALID, tipus: '0' })).toEqual({ tipus: ['atc_type_required'] });
    expect(errorsOf({ ...VALID, tipus: '1e3' })).toEqual({ tipus: ['atc_type_required'] });
  });

  it('requires the subtype (subtipus)', () => {
    expect(errorsOf({ ...VALID, subtipus: '' })).toEqual({ subtipus: ['atc_subtype_required'] });
    expect(errorsOf({ ...VALID, subtipus: '   ' })).toEqual({ subtipus: ['atc_subtype_required'] });
  });

  it('requires the description (descripcio, sent as comments), bounded and without control characters', () => {
    expect(errorsOf({ ...VALID, comments: '' })).toEqual({ comments: ['required_field'] });
    expect(errorsOf({ ...VALID, comments: ' \n ' })).toEqual({ comments: ['required_field'] });
    expect(errorsOf({ ...VALID, comments: 'x'.repeat(4001) })).toEqual({ comments: ['field_too_long'] });
    expect(Object.keys(errorsOf({ ...VALID, comments: 'a\u0000b' }))).toEqual(['comments']);
  });

  it('reports every missing field at once', () => {
    expect(Object.keys(errorsOf({})).sort()).toEqual(['comments', 'contract', 'subtipus', 'tipus']);
  });
});

describe('cases', () => {
  it('has the five outcomes of the spec', () => {
    expect(CASE_OUTCOMES).toEqual(['accepted', 'denied', 'additional_information_needed', 'being_processed', 'in_process']);
  });

  it('numbers a case by kind, year and sequence', () => {
    expect(caseNumber('atc_claim', 2026, 123)).toBe('ATC-2026-000123');
    expect(caseNumber('signed_contact', 2027, 1_234_567)).toBe('CON-2027-1234567');
  });
});
