import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrorsFromIssues } from '../api/field-errors.ts';
import {
  contactFilesProblem,
  METER_READING_MAX_KWH,
  ZAutoReadsContactCaseSchema,
  ZCaseCategoriesQuerySchema,
  ZContactCaseSchema,
  ZUnsignedContactRequestSchema,
  ZUnsignedContactSchema,
} from './contact-schemas.ts';

const SIGNED = {
  polissa_id: '0001001',
  polissa_type: 'electricity',
  categ_id: '3',
  title: 'Canvi de titular',
  message: 'Voldria canviar el titular.',
};
const UNSIGNED = {
  email: 'visitant@example.com',
  mobile: '612 345 678',
  category: '1',
  subject: 'Informació',
  description: 'Voldria informació de les tarifes.',
};
const errorsOf = (schema: z.ZodType, input: unknown) => {
  const parsed = schema.safeParse(input);
  return parsed.success ? {} : fieldErrorsFromIssues(parsed.error.issues);
};

// customer-area §5: "contract required; category a number; subject and descripcio non-empty; attachments are files, 1 to 6".
describe('the signed contact form', () => {
  it('takes a complete form, the category as the select or a multipart field sends it, texts trimmed', () => {
    expect(ZContactCaseSchema.parse(SIGNED)).toEqual({ ...SIGNED, categ_id: 3 });
    expect(ZContactCaseSchema.parse({ ...SIGNED, categ_id: 3, polissa_type: 'gas', title: '  T  ', message: ' L1\nL2 ' })).toMatchObject({
      categ_id: 3,
      polissa_type: 'gas',
      title: 'T',
      message: 'L1\nL2',
    });
  });

  it('requires the contract and a known contract type', () => {
    expect(errorsOf(ZContactCaseSchema, { ...SIGNED, polissa_id: ' ' })).toEqual({ polissa_id: ['required_field'] });
    expect(errorsOf(ZContactCaseSchema, { ...SIGNED, polissa_id: undefined })).toEqual({ polissa_id: ['required_field'] });
    expect(errorsOf(ZContactCaseSchema, { ...SIGNED, polissa_type: 'water' })).toEqual({ polissa_type: ['required_field'] });
    expect(errorsOf(ZContactCaseSchema, { ...SIGNED, polissa_type: '' })).toEqual({ polissa_type: ['required_field'] });
  });

  it('requires the category as a positive number', () => {
    for (const categ_id of ['', undefined, '0', 'abc', '1.5', -2]) {
      expect(errorsOf(ZContactCaseSchema, { ...SIGNED, categ_id })).toEqual({ categ_id: ['contact_category_required'] });
    }
  });

  it('requires a non-empty subject and description, bounded and without control characters', () => {
    expect(errorsOf(ZContactCaseSchema, { ...SIGNED, title: '   ', message: '' })).toEqual({
      title: ['required_field'],
      message: ['required_field'],
    });
    expect(errorsOf(ZContactCaseSchema, { ...SIGNED, title: 'x'.repeat(201) })).toEqual({ title: ['field_too_long'] });
    expect(errorsOf(ZContactCaseSchema, { ...SIGNED, message: 'x'.repeat(4001) })).toEqual({ message: ['field_too_long'] });
    expect(Object.keys(errorsOf(ZContactCaseSchema, { ...SIGNED, title: 'a\u0000b' }))).toEqual(['title']);
  });

  it('takes a reading only with the meter-readings category (20)', () => {
    expect(errorsOf(ZContactCaseSchema, { ...SIGNED, meter_reading: '1234' })).toEqual({ categ_id: ['contact_autoreads_category'] });
    expect(ZContactCaseSchema.parse({ ...SIGNED, categ_id: '20', meter_reading: '1234' }).meter_reading).toBe(1234);
  });

  it('counts 1 to 6 files (the unsigned form 0 to 6)', () => {
    expect(contactFilesProblem(0)).toBe('attachments_required');
    expect(contactFilesProblem(1)).toBeUndefined();
    expect(contactFilesProblem(6)).toBeUndefined();
    expect(contactFilesProblem(7)).toBe('files_too_many');
    expect(contactFilesProblem(0, 0)).toBeUndefined();
    expect(contactFilesProblem(7, 0)).toBe('files_too_many');
  });
});

// customer-area §2, §9: autolectures=true with contactAutoReads selects category 20 and asks for the reading.
describe('the autoreads variant', () => {
  const AUTO = { ...SIGNED, categ_id: 20, meter_reading: '4521' };

  it('takes category 20 and a whole reading in kWh, from 0 to the maximum', () => {
    expect(ZAutoReadsContactCaseSchema.parse(AUTO)).toMatchObject({ categ_id: 20, meter_reading: 4521 });
    expect(ZAutoReadsContactCaseSchema.parse({ ...AUTO, meter_reading: '0' }).meter_reading).toBe(0);
    expect(ZAutoReadsContactCaseSchema.parse({ ...AUTO, meter_reading: METER_READING_MAX_KWH }).meter_reading).toBe(METER_READING_MAX_KWH);
    expect(ZAutoReadsContactCaseSchema.parse({ ...AUTO, meter_reading: ' 17 ' }).meter_reading).toBe(17);
  });

  it('requires the reading', () => {
    expect(errorsOf(ZAutoReadsContactCaseSchema, { ...AUTO, meter_reading: '' })).toEqual({ meter_reading: ['required_field'] });
    expect(errorsOf(ZAutoReadsContactCaseSchema, { ...AUTO, meter_reading: undefined })).toEqual({ meter_reading: ['required_field'] });
  });

  it('refuses negative, decimal, too large or non-numeric readings', () => {
    for (const meter_reading of [
      '-1',
      '12,5',
      '12.5',
      '1e3',
      '0012',
      String(METER_READING_MAX_KWH + 1),
      'abc',
      -1,
      2.5,
      METER_READING_MAX_KWH + 1,
    ]) {
      expect(errorsOf(ZAutoReadsContactCaseSchema, { ...AUTO, meter_reading })).toEqual({ meter_reading: ['meter_reading_invalid'] });
    }
  });

  it('requires category 20', () => {
    expect(errorsOf(ZAutoReadsContactCaseSchema, { ...AUTO, categ_id: 3 })).toEqual({ categ_id: ['contact_autoreads_category'] });
  });
});

// customer-area §5: "email required and valid; mobile required, valid phone, at most 12 characters, Spanish default; category, subject, description required".
describe('the unsigned contact form', () => {
  it('takes a complete form; a national mobile is Spanish by default, an international one too', () => {
    expect(ZUnsignedContactSchema.parse(UNSIGNED)).toEqual({ ...UNSIGNED, category: 1 });
    expect(ZUnsignedContactSchema.parse({ ...UNSIGNED, mobile: '+34 612 345 678' }).mobile).toBe('+34 612 345 678');
  });

  it('requires a valid email', () => {
    expect(errorsOf(ZUnsignedContactSchema, { ...UNSIGNED, email: '' })).toEqual({ email: ['required_field'] });
    expect(errorsOf(ZUnsignedContactSchema, { ...UNSIGNED, email: 'no-at-sign' })).toEqual({ email: ['email_not_valid'] });
  });

  it('requires a valid mobile of at most 12 digits', () => {
    expect(errorsOf(ZUnsignedContactSchema, { ...UNSIGNED, mobile: '' })).toEqual({ mobile: ['required_field'] });
    expect(errorsOf(ZUnsignedContactSchema, { ...UNSIGNED, mobile: '123' })).toEqual({ mobile: ['lead_contact_phone_not_valid'] });
    expect(errorsOf(ZUnsignedContactSchema, { ...UNSIGNED, mobile: '6123456789012' })).toEqual({
      mobile: ['lead_contact_phone_not_valid'],
    });
    expect(errorsOf(ZUnsignedContactSchema, { ...UNSIGNED, mobile: 'abc defg' })).toEqual({ mobile: ['lead_contact_phone_not_valid'] });
  });

  it('requires the category, subject and description', () => {
    expect(errorsOf(ZUnsignedContactSchema, { ...UNSIGNED, category: '', subject: ' ', description: '' })).toEqual({
      category: ['contact_category_required'],
      subject: ['required_field'],
      description: ['required_field'],
    });
  });

  it('carries the ticket and the honeypot in the request', () => {
    expect(errorsOf(ZUnsignedContactRequestSchema, UNSIGNED)).toEqual({ ticket: ['contact_ticket_invalid'] });
    expect(ZUnsignedContactRequestSchema.parse({ ...UNSIGNED, ticket: 't', website: '' })).toMatchObject({ ticket: 't', website: '' });
  });
});

describe('the categories query', () => {
  it('takes unsigned=true or false, nothing else', () => {
    expect(ZCaseCategoriesQuerySchema.parse({ unsigned: 'true' })).toEqual({ unsigned: 'true' });
    expect(ZCaseCategoriesQuerySchema.parse({})).toEqual({});
    expect(ZCaseCategoriesQuerySchema.safeParse({ unsigned: 'yes' }).success).toBe(false);
  });
});
