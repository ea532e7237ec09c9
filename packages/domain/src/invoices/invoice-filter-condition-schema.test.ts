import { describe, expect, it } from 'vitest';
import { ZInvoiceFilterConditionSchema } from './invoice-filter-condition-schema.ts';

const issues = (value: unknown) => {
  const result = ZInvoiceFilterConditionSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('ZInvoiceFilterConditionSchema', () => {
  const base = { id: 'c1', active: true };

  it('accepts complete conditions', () => {
    expect(issues({ ...base, category: 'period', operator: 'between', values: ['01/01/2025', '31/01/2025'] })).toEqual([]);
    expect(issues({ ...base, category: 'import', operator: 'exact', values: ['99,90'] })).toEqual([]);
  });

  it('reports the message keys of the filter form', () => {
    expect(issues({ ...base, category: 'date', operator: 'exact', values: ['32/01/2025'] })).toEqual([
      ['values.0', 'invoice_filter_date_invalid'],
    ]);
    expect(issues({ ...base, category: 'import', operator: 'between', values: ['1.234,5', ''] })).toEqual([
      ['values.0', 'invoice_filter_amount_invalid'],
      ['values.1', 'required_field'],
    ]);
    expect(issues({ ...base, category: 'date', operator: 'between', values: ['02/01/2025', '01/01/2025'] })).toEqual([
      ['values.1', 'invoice_filter_range_order'],
    ]);
    expect(issues({ ...base, category: 'name', operator: 'contains', values: [] })).toEqual([['values.0', 'required_field']]);
  });

  it('refuses unknown categories and operators', () => {
    expect(issues({ ...base, category: 'colour', operator: 'exact', values: ['x'] })).toEqual([['category', 'required_field']]);
    expect(issues({ ...base, category: 'name', operator: 'like', values: ['x'] })).toEqual([['operator', 'required_field']]);
  });
});
