import { describe, expect, it } from 'vitest';
import { fieldErrorsFromIssues } from '../api/field-errors.ts';
import { CASE_OUTCOMES, isCaseOpen } from '../cases/case-model.ts';
import { ZCreateRequestSchema, ZRequestListQuerySchema, ZRequestNumberParamsSchema, ZRequestReplySchema } from './request-schemas.ts';

const errorsOf = (result: { success: boolean; error?: { issues: never[] } }) =>
  result.success ? {} : fieldErrorsFromIssues(result.error!.issues);

describe('request schemas', () => {
  it('reads a new request from the form or multipart text, the contract optional', () => {
    expect(ZCreateRequestSchema.parse({ category: '10', contract: ' 0001001 ', subject: ' Factura ', description: 'Text\nmés' })).toEqual({
      category: 10,
      contract: '0001001',
      subject: 'Factura',
      description: 'Text\nmés',
    });
    expect(ZCreateRequestSchema.parse({ category: 90, contract: '', subject: 'a', description: 'b' }).contract).toBeUndefined();
    expect(ZCreateRequestSchema.parse({ category: 90, subject: 'a', description: 'b' }).contract).toBeUndefined();
  });

  it('answers a message key per field', () => {
    expect(errorsOf(ZCreateRequestSchema.safeParse({ category: '', subject: ' ', description: '' }) as never)).toEqual({
      category: ['request_category_required'],
      subject: ['required_field'],
      description: ['required_field'],
    });
    expect(
      errorsOf(ZCreateRequestSchema.safeParse({ category: '1e3', subject: 'x'.repeat(201), description: 'a\u0000' }) as never),
    ).toEqual({
      category: ['request_category_required'],
      subject: ['field_too_long'],
      description: ['field_invalid'],
    });
    expect(errorsOf(ZCreateRequestSchema.safeParse({ category: 1, contract: 'a/b', subject: 's', description: 'd' }) as never)).toEqual({
      contract: ['field_invalid'],
    });
    expect(errorsOf(ZRequestReplySchema.safeParse({ body: '   ' }) as never)).toEqual({ body: ['required_field'] });
    expect(ZRequestReplySchema.parse({ body: ' Gràcies\n' })).toEqual({ body: 'Gràcies' });
  });

  it('takes case numbers as caseNumber writes them and bounded paging', () => {
    expect(ZRequestNumberParamsSchema.safeParse({ number: 'REQ-2026-000123' }).success).toBe(true);
    expect(ZRequestNumberParamsSchema.safeParse({ number: 'ATC-2026-1234567' }).success).toBe(true);
    for (const number of ['req-2026-000123', 'XYZ-2026-000123', 'REQ-2026-12', "REQ-2026-000123' or 1=1", '']) {
      expect(ZRequestNumberParamsSchema.safeParse({ number }).success).toBe(false);
    }
    expect(ZRequestListQuerySchema.parse({})).toEqual({ offset: 0, limit: 20 });
    expect(ZRequestListQuerySchema.parse({ offset: '40', limit: '100' })).toEqual({ offset: 40, limit: 100 });
    for (const query of [{ limit: '0' }, { limit: '101' }, { offset: '-1' }])
      expect(ZRequestListQuerySchema.safeParse(query).success).toBe(false);
  });

  it('keeps a case open until it is accepted or denied', () => {
    expect(CASE_OUTCOMES.filter(isCaseOpen)).toEqual(['additional_information_needed', 'being_processed', 'in_process']);
  });
});
