import type { TFilterParamField } from './filter-params-schemas.ts';
import { INVOICE_FILTER_STATES, type TInvoiceFilterField, type TInvoiceFilterState } from './invoice-filter-terms.ts';

/** What the customer picks in the filter panel (customer-area §3, "Invoice filter fields"). */
export const INVOICE_FILTER_CATEGORY_NAMES = [
  'name',
  'contract',
  'vat',
  'cups',
  'address',
  'date',
  'period',
  'import',
  'pending',
  'paid',
] as const;
export type TInvoiceFilterCategory = (typeof INVOICE_FILTER_CATEGORY_NAMES)[number];

/** How a condition is edited: free text, values from filter/params, DD/MM/YYYY dates, euros or a fixed choice. */
export type TInvoiceFilterCategoryKind = 'text' | 'autocomplete' | 'date' | 'numeric' | 'select';
export const INVOICE_FILTER_UI_OPERATORS = ['exact', 'contains', 'between'] as const;
export type TInvoiceFilterUiOperator = (typeof INVOICE_FILTER_UI_OPERATORS)[number];

export interface TInvoiceFilterCategoryDefinition {
  /** Wire fields; the period pair compares its start with `from` and its end with `to`. */
  fields: readonly TInvoiceFilterField[];
  kind: TInvoiceFilterCategoryKind;
  operators: readonly TInvoiceFilterUiOperator[];
  /** Autocomplete: the key of GET filter/params that lists the choices. */
  paramsField?: TFilterParamField;
  /** Select: the values offered. */
  options?: readonly TInvoiceFilterState[];
}

export const INVOICE_FILTER_CATEGORIES: Record<TInvoiceFilterCategory, TInvoiceFilterCategoryDefinition> = {
  name: { fields: ['number'], kind: 'text', operators: ['exact', 'contains'] },
  contract: { fields: ['polissa_id.name'], kind: 'autocomplete', operators: ['exact'], paramsField: 'contracts' },
  vat: { fields: ['invoice_id.partner_id.vat'], kind: 'autocomplete', operators: ['exact'], paramsField: 'vats' },
  cups: { fields: ['cups_id.name'], kind: 'autocomplete', operators: ['exact'], paramsField: 'cups' },
  address: { fields: ['cups_id.direccio'], kind: 'autocomplete', operators: ['exact'], paramsField: 'addresses' },
  date: { fields: ['date_invoice'], kind: 'date', operators: ['exact', 'between'] },
  period: { fields: ['data_inici', 'data_final'], kind: 'date', operators: ['between'] },
  import: { fields: ['amount_total'], kind: 'numeric', operators: ['exact', 'between'] },
  pending: { fields: ['residual'], kind: 'numeric', operators: ['exact', 'between'] },
  paid: { fields: ['state'], kind: 'select', operators: ['exact'], options: INVOICE_FILTER_STATES },
};

export function isFilterOperatorAllowed(category: TInvoiceFilterCategory, operator: TInvoiceFilterUiOperator): boolean {
  return INVOICE_FILTER_CATEGORIES[category].operators.includes(operator);
}
