/**
 * The wire grammar of the invoice list's `filter=` (customer-area §3, §7): a JSON array of
 * [field, operator, value] terms, all ANDed. Field names are the back office's; the API maps each
 * one to a column and binds every value as a parameter.
 */
export const INVOICE_FILTER_TEXT_FIELDS = [
  'number',
  'polissa_id.name',
  'invoice_id.partner_id.vat',
  'cups_id.name',
  'cups_id.direccio',
] as const;
export const INVOICE_FILTER_DATE_FIELDS = ['date_invoice', 'data_inici', 'data_final'] as const;
/** amount_total is the invoice total, residual what is still pending (€). */
export const INVOICE_FILTER_AMOUNT_FIELDS = ['amount_total', 'residual'] as const;
export const INVOICE_FILTER_STATE_FIELD = 'state';

export const INVOICE_FILTER_FIELDS = [
  ...INVOICE_FILTER_TEXT_FIELDS,
  ...INVOICE_FILTER_DATE_FIELDS,
  ...INVOICE_FILTER_AMOUNT_FIELDS,
  INVOICE_FILTER_STATE_FIELD,
] as const;

export type TInvoiceFilterTextField = (typeof INVOICE_FILTER_TEXT_FIELDS)[number];
export type TInvoiceFilterDateField = (typeof INVOICE_FILTER_DATE_FIELDS)[number];
export type TInvoiceFilterAmountField = (typeof INVOICE_FILTER_AMOUNT_FIELDS)[number];
export type TInvoiceFilterField = (typeof INVOICE_FILTER_FIELDS)[number];

/** `ilike` is "contains" (the API escapes % and _), `in` a list of exact values. */
export const INVOICE_FILTER_OPERATORS = ['=', 'ilike', 'in', '>=', '<='] as const;
export type TInvoiceFilterOperator = (typeof INVOICE_FILTER_OPERATORS)[number];

/** `open` is an invoice with something pending (amount_pending > 0), `paid` one with nothing pending. */
export const INVOICE_FILTER_STATES = ['paid', 'open'] as const;
export type TInvoiceFilterState = (typeof INVOICE_FILTER_STATES)[number];

export type TInvoiceFilterValueKind = 'text' | 'date' | 'amount' | 'state';

/** The operators each kind of field allows: anything else is refused, not ignored. */
export const INVOICE_FILTER_KIND_OPERATORS: Record<TInvoiceFilterValueKind, readonly TInvoiceFilterOperator[]> = {
  text: ['=', 'ilike', 'in'],
  date: ['=', '>=', '<='],
  amount: ['=', '>=', '<='],
  state: ['='],
};

export function invoiceFilterFieldKind(field: TInvoiceFilterField): TInvoiceFilterValueKind {
  if ((INVOICE_FILTER_TEXT_FIELDS as readonly string[]).includes(field)) return 'text';
  if ((INVOICE_FILTER_DATE_FIELDS as readonly string[]).includes(field)) return 'date';
  if ((INVOICE_FILTER_AMOUNT_FIELDS as readonly string[]).includes(field)) return 'amount';
  return 'state';
}

/** One term, typed by the kind of its field: dates are YYYY-MM-DD, amounts euros. */
export type TInvoiceFilterTerm =
  | [TInvoiceFilterTextField, '=' | 'ilike', string]
  | [TInvoiceFilterTextField, 'in', string[]]
  | [TInvoiceFilterDateField, '=' | '>=' | '<=', string]
  | [TInvoiceFilterAmountField, '=' | '>=' | '<=', number]
  | [typeof INVOICE_FILTER_STATE_FIELD, '=', TInvoiceFilterState];

/** Limits that keep a filter cheap to run: the query string, the terms, each text and each `in` list. */
export const INVOICE_FILTER_MAX_LENGTH = 4000;
export const INVOICE_FILTER_MAX_TERMS = 30;
export const INVOICE_FILTER_MAX_TEXT = 200;
export const INVOICE_FILTER_MAX_IN_VALUES = 50;
export const INVOICE_FILTER_INVALID = 'invoice_filter_invalid';

// PostgreSQL refuses NUL in text (an error, not a miss), and no invoice field holds control characters.
function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** A text value a filter may compare with: 1 to 200 characters, no control characters. */
export function isFilterText(value: unknown): value is string {
  return typeof value === 'string' && value.length >= 1 && value.length <= INVOICE_FILTER_MAX_TEXT && !hasControlCharacter(value);
}
