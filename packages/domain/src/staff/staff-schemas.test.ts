import { describe, expect, it } from 'vitest';
import { CASE_OUTCOMES, isCaseOpen } from '../cases/case-model.ts';
import {
  CONTRACTING_LEAD_ABANDONED_AFTER_MS,
  contractingLeadState,
  ZStaffContractingLeadExportQuerySchema,
} from './staff-contracting-lead-schemas.ts';
import {
  ZStaffCaseListQuerySchema,
  ZStaffCaseParamsSchema,
  ZStaffLoginSchema,
  ZStaffOutcomeSchema,
  ZStaffReplySchema,
} from './staff-schemas.ts';

const messages = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('the staff schemas', () => {
  it('open cases are the three undecided outcomes; accepted and denied close a case', () => {
    expect(CASE_OUTCOMES.filter(isCaseOpen)).toEqual(['additional_information_needed', 'being_processed', 'in_process']);
    expect(isCaseOpen('accepted')).toBe(false);
    expect(isCaseOpen('denied')).toBe(false);
  });

  it('sign-in: an e-mail address and a password', () => {
    expect(ZStaffLoginSchema.parse({ email: ' atencio@demo.example ', password: 'x' })).toEqual({
      email: 'atencio@demo.example',
      password: 'x',
    });
    expect(messages(ZStaffLoginSchema.safeParse({ email: 'no', password: '' }))).toEqual({
      email: 'email_not_valid',
      password: 'required_field',
    });
    expect(messages(ZStaffLoginSchema.safeParse({}))).toEqual({ email: 'required_field', password: 'required_field' });
  });

  it('the list: open by default, offset 0 and 20 a page; bounded', () => {
    expect(ZStaffCaseListQuerySchema.parse({})).toEqual({ status: 'open', offset: 0, limit: 20 });
    expect(ZStaffCaseListQuerySchema.parse({ status: 'all', offset: '40', limit: '100' })).toEqual({
      status: 'all',
      offset: 40,
      limit: 100,
    });
    for (const bad of [{ status: 'pending' }, { limit: '0' }, { limit: '101' }, { offset: '-1' }, { offset: '1e3' }]) {
      expect(ZStaffCaseListQuerySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('a case number as our sequence writes it, nothing else', () => {
    expect(ZStaffCaseParamsSchema.parse({ number: 'ATC-2026-000123' })).toEqual({ number: 'ATC-2026-000123' });
    expect(ZStaffCaseParamsSchema.safeParse({ number: 'WEB-2027-1234567' }).success).toBe(true);
    for (const bad of ['atc-2026-000123', 'ATC-26-1', "ATC-2026-1' or 1=1", '', 'ATC-2026-'.padEnd(40, '1')]) {
      expect(messages(ZStaffCaseParamsSchema.safeParse({ number: bad })), bad).toEqual({ number: 'field_invalid' });
    }
  });

  it('a reply: trimmed plain text, required, at most 4,000 characters, line breaks allowed, no control characters', () => {
    expect(ZStaffReplySchema.parse({ body: '  Hola\nAdéu  ' })).toEqual({ body: 'Hola\nAdéu' });
    expect(messages(ZStaffReplySchema.safeParse({ body: '   ' }))).toEqual({ body: 'required_field' });
    expect(messages(ZStaffReplySchema.safeParse({ body: 'x'.repeat(4001) }))).toEqual({ body: 'field_too_long' });
    expect(ZStaffReplySchema.safeParse({ body: 'a\u0007b' }).success).toBe(false);
  });

  it('an outcome: one of the five', () => {
    for (const outcome of CASE_OUTCOMES) expect(ZStaffOutcomeSchema.parse({ outcome })).toEqual({ outcome });
    expect(messages(ZStaffOutcomeSchema.safeParse({ outcome: 'closed' }))).toEqual({ outcome: 'field_invalid' });
  });

  it('a contracting lead is confirmed once confirmed, abandoned a day and more untouched, in progress before', () => {
    const now = new Date('2026-03-02T09:00:00Z');
    const ago = (ms: number) => new Date(now.getTime() - ms);
    expect(contractingLeadState({ confirmedAt: ago(1), updatedAt: ago(2 * CONTRACTING_LEAD_ABANDONED_AFTER_MS) }, now)).toBe('confirmed');
    expect(contractingLeadState({ confirmedAt: null, updatedAt: ago(CONTRACTING_LEAD_ABANDONED_AFTER_MS + 1) }, now)).toBe('abandoned');
    expect(contractingLeadState({ confirmedAt: null, updatedAt: ago(CONTRACTING_LEAD_ABANDONED_AFTER_MS) }, now)).toBe('in_progress');
  });

  it('the contracting leads’ CSV filter: type, state, real days in order, all optional', () => {
    expect(ZStaffContractingLeadExportQuerySchema.parse({})).toEqual({});
    const all = { type: 'dual', state: 'abandoned', from: '2026-03-01', to: '2026-03-01' };
    expect(ZStaffContractingLeadExportQuerySchema.parse(all)).toEqual(all);
    expect(messages(ZStaffContractingLeadExportQuerySchema.safeParse({ type: 'water', state: 'lost' }))).toEqual({
      type: 'field_invalid',
      state: 'field_invalid',
    });
    expect(messages(ZStaffContractingLeadExportQuerySchema.safeParse({ from: '2026-02-30' }))).toEqual({ from: 'date_not_valid' });
    expect(messages(ZStaffContractingLeadExportQuerySchema.safeParse({ from: '2026-03-02', to: '2026-03-01' }))).toEqual({
      to: 'date_range_invalid',
    });
  });
});
