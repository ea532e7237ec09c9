import { describe, expect, it } from 'vitest';
import {
  conditionProblems,
  conditionsToTerms,
  conditionToTerms,
  singleContractCondition,
  type TInvoiceFilterCondition,
} from './invoice-filter-conditions.ts';
import { serialiseInvoiceFilter, singleContractFilter } from './invoice-filter-parse.ts';
import { ZInvoiceFilterSchema } from './invoice-schemas.ts';

const condition = (
  category: TInvoiceFilterCondition['category'],
  operator: TInvoiceFilterCondition['operator'],
  values: string[],
  active = true,
): TInvoiceFilterCondition => ({ id: `${category}-${operator}`, category, operator, values, active });

describe('conditionToTerms', () => {
  it('turns the name into = or ilike', () => {
    expect(conditionToTerms(condition('name', 'exact', [' FE250001 ']))).toEqual([['number', '=', 'FE250001']]);
    expect(conditionToTerms(condition('name', 'contains', ['25%']))).toEqual([['number', 'ilike', '25%']]);
  });

  it('turns autocomplete choices into an in list', () => {
    expect(conditionToTerms(condition('contract', 'exact', ['0001001', '0001002']))).toEqual([
      ['polissa_id.name', 'in', ['0001001', '0001002']],
    ]);
    expect(conditionToTerms(condition('vat', 'exact', ['B58378431']))).toEqual([['invoice_id.partner_id.vat', 'in', ['B58378431']]]);
    expect(conditionToTerms(condition('cups', 'exact', ['ES1', 'ES1', ' ']))).toEqual([['cups_id.name', 'in', ['ES1']]]);
    expect(conditionToTerms(condition('address', 'exact', ['Carrer Major 1']))).toEqual([['cups_id.direccio', 'in', ['Carrer Major 1']]]);
  });

  it('turns an exact date into = and a date range into >= and <=', () => {
    expect(conditionToTerms(condition('date', 'exact', ['31/03/2025']))).toEqual([['date_invoice', '=', '2025-03-31']]);
    expect(conditionToTerms(condition('date', 'between', ['01/01/2025', '31/12/2025']))).toEqual([
      ['date_invoice', '>=', '2025-01-01'],
      ['date_invoice', '<=', '2025-12-31'],
    ]);
  });

  it('turns the period into data_inici >= from and data_final <= to', () => {
    expect(conditionToTerms(condition('period', 'between', ['01/01/2025', '28/02/2025']))).toEqual([
      ['data_inici', '>=', '2025-01-01'],
      ['data_final', '<=', '2025-02-28'],
    ]);
  });

  it('reads amounts with a comma or a point', () => {
    expect(conditionToTerms(condition('import', 'exact', ['12,5']))).toEqual([['amount_total', '=', 12.5]]);
    expect(conditionToTerms(condition('pending', 'between', ['0.01', '100']))).toEqual([
      ['residual', '>=', 0.01],
      ['residual', '<=', 100],
    ]);
  });

  it('turns the paid select into state', () => {
    expect(conditionToTerms(condition('paid', 'exact', ['open']))).toEqual([['state', '=', 'open']]);
    expect(conditionToTerms(condition('paid', 'exact', ['paid']))).toEqual([['state', '=', 'paid']]);
  });

  it('answers null for incomplete or invalid conditions', () => {
    for (const bad of [
      condition('name', 'exact', ['']),
      condition('name', 'between', ['a', 'b']),
      condition('name', 'exact', ['x'.repeat(201)]),
      condition('contract', 'exact', []),
      condition('contract', 'contains', ['0001']),
      condition('date', 'exact', ['30/02/2025']),
      condition('date', 'between', ['01/01/2025']),
      condition('date', 'between', ['31/12/2025', '01/01/2025']),
      condition('period', 'exact', ['01/01/2025']),
      condition('import', 'exact', ['12,5 €']),
      condition('pending', 'between', ['100', '5']),
      condition('paid', 'exact', ['overdue']),
    ]) {
      expect(conditionToTerms(bad)).toBeNull();
    }
  });
});

describe('conditionProblems', () => {
  it('names the field and the message key of each problem', () => {
    expect(conditionProblems(condition('date', 'between', ['', '31/02/2025']))).toEqual([
      { path: ['values', 0], key: 'required_field' },
      { path: ['values', 1], key: 'invoice_filter_date_invalid' },
    ]);
    expect(conditionProblems(condition('import', 'between', ['10', '2']))).toEqual([
      { path: ['values', 1], key: 'invoice_filter_range_order' },
    ]);
    expect(conditionProblems(condition('pending', 'exact', ['abc']))).toEqual([
      { path: ['values', 0], key: 'invoice_filter_amount_invalid' },
    ]);
    expect(conditionProblems(condition('paid', 'contains', ['paid']))).toEqual([{ path: ['operator'], key: 'required_field' }]);
    expect(conditionProblems(condition('vat', 'exact', []))).toEqual([{ path: ['values'], key: 'required_field' }]);
    expect(conditionProblems(condition('date', 'exact', ['01/01/2025']))).toEqual([]);
  });
});

describe('conditionsToTerms', () => {
  it('joins the active complete conditions into terms the API accepts', () => {
    const terms = conditionsToTerms([
      condition('contract', 'exact', ['0001001']),
      condition('date', 'between', ['01/01/2025', '31/12/2025']),
      condition('paid', 'exact', ['open']),
      condition('name', 'exact', ['ignored'], false),
      condition('import', 'exact', ['']),
    ]);
    expect(terms).toEqual([
      ['polissa_id.name', 'in', ['0001001']],
      ['date_invoice', '>=', '2025-01-01'],
      ['date_invoice', '<=', '2025-12-31'],
      ['state', '=', 'open'],
    ]);
    expect(ZInvoiceFilterSchema.safeParse(serialiseInvoiceFilter(terms))).toEqual({ success: true, data: terms });
  });

  it('answers no terms when nothing applies', () => {
    expect(conditionsToTerms([])).toEqual([]);
    expect(conditionsToTerms([condition('name', 'exact', ['x'], false), condition('date', 'exact', ['bad'])])).toEqual([]);
  });

  it('filters one contract the same way as singleContractFilter', () => {
    expect(conditionsToTerms([singleContractCondition('0001001')])).toEqual(singleContractFilter('0001001'));
  });
});
