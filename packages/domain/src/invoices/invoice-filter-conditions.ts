import { parseFilterAmount } from './filter-amount.ts';
import { parseFilterDate } from './filter-date.ts';
import {
  INVOICE_FILTER_CATEGORIES,
  isFilterOperatorAllowed,
  type TInvoiceFilterCategory,
  type TInvoiceFilterUiOperator,
} from './invoice-filter-categories.ts';
import {
  INVOICE_FILTER_MAX_IN_VALUES,
  INVOICE_FILTER_MAX_TEXT,
  isFilterText,
  type TInvoiceFilterAmountField,
  type TInvoiceFilterDateField,
  type TInvoiceFilterState,
  type TInvoiceFilterTerm,
  type TInvoiceFilterTextField,
} from './invoice-filter-terms.ts';

/** One chip of the filter panel. Dates are typed DD/MM/YYYY, amounts with a comma or a point; `between` uses values[0..1]. */
export interface TInvoiceFilterCondition {
  id: string;
  category: TInvoiceFilterCategory;
  operator: TInvoiceFilterUiOperator;
  values: string[];
  active: boolean;
}

export interface TInvoiceFilterConditionProblem {
  path: (string | number)[];
  key: string;
}

// Every value a condition needs is parsed once here; the schema reports the problems, conditionToTerms uses the values.
type TParsed = { problems: TInvoiceFilterConditionProblem[]; values: (string | number)[] };

function textProblem(value: string): string | null {
  if (value === '') return 'required_field';
  if (value.length > INVOICE_FILTER_MAX_TEXT) return 'field_too_long';
  return isFilterText(value) ? null : 'field_invalid';
}

function parseValues(condition: TInvoiceFilterCondition): TParsed {
  const { kind, options } = INVOICE_FILTER_CATEGORIES[condition.category];
  const problems: TInvoiceFilterConditionProblem[] = [];
  const at = (index: number) => (condition.values[index] ?? '').trim();
  if (kind === 'autocomplete') {
    const values = [...new Set(condition.values.map((value) => value.trim()).filter((value) => value !== ''))];
    if (values.length === 0) problems.push({ path: ['values'], key: 'required_field' });
    else if (values.length > INVOICE_FILTER_MAX_IN_VALUES) problems.push({ path: ['values'], key: 'field_too_long' });
    else if (!values.every(isFilterText)) problems.push({ path: ['values'], key: 'field_invalid' });
    return { problems, values };
  }
  if (kind === 'text' || kind === 'select') {
    const value = at(0);
    const problem = kind === 'text' ? textProblem(value) : options?.includes(value as TInvoiceFilterState) ? null : 'required_field';
    if (problem) problems.push({ path: ['values', 0], key: problem });
    return { problems, values: [value] };
  }
  const count = condition.operator === 'between' ? 2 : 1;
  const parse = kind === 'date' ? parseFilterDate : parseFilterAmount;
  const invalidKey = kind === 'date' ? 'invoice_filter_date_invalid' : 'invoice_filter_amount_invalid';
  const values: (string | number)[] = [];
  for (let index = 0; index < count; index += 1) {
    const text = at(index);
    const value = text === '' ? null : parse(text);
    if (text === '') problems.push({ path: ['values', index], key: 'required_field' });
    else if (value === null) problems.push({ path: ['values', index], key: invalidKey });
    else values.push(value);
  }
  // ISO dates and numbers both compare in order with <.
  if (problems.length === 0 && count === 2 && values[0]! > values[1]!)
    problems.push({ path: ['values', 1], key: 'invoice_filter_range_order' });
  return { problems, values };
}

/** What keeps a condition from being applied; empty when it is complete and valid. */
export function conditionProblems(condition: TInvoiceFilterCondition): TInvoiceFilterConditionProblem[] {
  if (!isFilterOperatorAllowed(condition.category, condition.operator)) return [{ path: ['operator'], key: 'required_field' }];
  return parseValues(condition).problems;
}

/**
 * The wire terms of one condition, or null while it is incomplete or invalid. Between is `>=` and `<=`
 * on the field, except the period, which compares the invoice's start with `from` and its end with `to`.
 * Autocomplete values always travel as an `in` list.
 */
export function conditionToTerms(condition: TInvoiceFilterCondition): TInvoiceFilterTerm[] | null {
  if (!isFilterOperatorAllowed(condition.category, condition.operator)) return null;
  const { problems, values } = parseValues(condition);
  if (problems.length > 0) return null;
  const { fields, kind } = INVOICE_FILTER_CATEGORIES[condition.category];
  const field = fields[0]!;
  switch (kind) {
    case 'autocomplete':
      return [[field as TInvoiceFilterTextField, 'in', values as string[]]];
    case 'text':
      return [[field as TInvoiceFilterTextField, condition.operator === 'contains' ? 'ilike' : '=', values[0] as string]];
    case 'select':
      return [['state', '=', values[0] as TInvoiceFilterState]];
    case 'date': {
      if (condition.operator === 'exact') return [[field as TInvoiceFilterDateField, '=', values[0] as string]];
      const endField = (fields[1] ?? field) as TInvoiceFilterDateField;
      return [
        [field as TInvoiceFilterDateField, '>=', values[0] as string],
        [endField, '<=', values[1] as string],
      ];
    }
    case 'numeric': {
      const amountField = field as TInvoiceFilterAmountField;
      if (condition.operator === 'exact') return [[amountField, '=', values[0] as number]];
      return [
        [amountField, '>=', values[0] as number],
        [amountField, '<=', values[1] as number],
      ];
    }
  }
}

/** The filter of a list: the terms of the active, complete conditions (none when none applies). */
export function conditionsToTerms(conditions: readonly TInvoiceFilterCondition[]): TInvoiceFilterTerm[] {
  return conditions.filter((condition) => condition.active).flatMap((condition) => conditionToTerms(condition) ?? []);
}

/** The chip of a list opened for one contract (customer-area §2: contractName pre-filters the list). */
export function singleContractCondition(contractName: string, id = 'contract'): TInvoiceFilterCondition {
  return { id, category: 'contract', operator: 'exact', values: [contractName], active: true };
}
