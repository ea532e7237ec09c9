import { conditionsToTerms } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { changeCategory, checkDraft, emptyDraft, setDraftValue } from './filter-draft.ts';

describe('the condition being written', () => {
  it('changing category keeps an allowed operator and values of the same kind', () => {
    const date = { category: 'date' as const, operator: 'between' as const, values: ['01/01/2025', '31/12/2025'] };
    expect(changeCategory(date, 'period')).toEqual({ category: 'period', operator: 'between', values: ['01/01/2025', '31/12/2025'] });
    expect(changeCategory(date, 'contract')).toEqual({ category: 'contract', operator: 'exact', values: [] });
    expect(changeCategory(emptyDraft('name'), 'import').operator).toBe('exact');
  });

  it('a valid draft becomes an active condition that filters on the server', () => {
    const draft = setDraftValue(setDraftValue({ category: 'date', operator: 'between', values: [] }, 1, '31/12/2025'), 0, '1/1/2025');
    const checked = checkDraft(draft, 'c1');
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.condition).toEqual({
      id: 'c1',
      category: 'date',
      operator: 'between',
      values: ['1/1/2025', '31/12/2025'],
      active: true,
    });
    expect(conditionsToTerms([checked.condition])).toEqual([
      ['date_invoice', '>=', '2025-01-01'],
      ['date_invoice', '<=', '2025-12-31'],
    ]);
  });

  it('dates must be real days (DD/MM/YYYY or the date field’s YYYY-MM-DD), in order', () => {
    expect(checkDraft({ category: 'date', operator: 'exact', values: ['31/02/2025'] }, 'x')).toEqual({
      ok: false,
      errors: { 'values.0': 'invoice_filter_date_invalid' },
    });
    expect(checkDraft({ category: 'date', operator: 'exact', values: ['2025-02-30'] }, 'x')).toEqual({
      ok: false,
      errors: { 'values.0': 'invoice_filter_date_invalid' },
    });
    expect(checkDraft({ category: 'period', operator: 'between', values: ['01/03/2025', '01/02/2025'] }, 'x')).toEqual({
      ok: false,
      errors: { 'values.1': 'invoice_filter_range_order' },
    });
    expect(checkDraft({ category: 'period', operator: 'between', values: ['01/03/2025'] }, 'x')).toEqual({
      ok: false,
      errors: { 'values.1': 'required_field' },
    });
  });

  it('amounts take a comma or a point; lists and text are required', () => {
    expect(checkDraft({ category: 'import', operator: 'exact', values: ['12,5'] }, 'x').ok).toBe(true);
    expect(checkDraft({ category: 'pending', operator: 'exact', values: ['12 €'] }, 'x')).toEqual({
      ok: false,
      errors: { 'values.0': 'invoice_filter_amount_invalid' },
    });
    expect(checkDraft({ category: 'contract', operator: 'exact', values: [] }, 'x')).toEqual({
      ok: false,
      errors: { values: 'required_field' },
    });
    expect(checkDraft({ category: 'name', operator: 'contains', values: ['  '] }, 'x')).toEqual({
      ok: false,
      errors: { 'values.0': 'required_field' },
    });
  });
});
