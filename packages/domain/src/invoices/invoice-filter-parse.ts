import { isFilterAmount } from './filter-amount.ts';
import { isIsoDate } from './filter-date.ts';
import {
  INVOICE_FILTER_FIELDS,
  INVOICE_FILTER_INVALID,
  INVOICE_FILTER_KIND_OPERATORS,
  INVOICE_FILTER_MAX_IN_VALUES,
  INVOICE_FILTER_MAX_LENGTH,
  INVOICE_FILTER_MAX_TERMS,
  INVOICE_FILTER_STATES,
  invoiceFilterFieldKind,
  isFilterText,
  type TInvoiceFilterField,
  type TInvoiceFilterOperator,
  type TInvoiceFilterTerm,
} from './invoice-filter-terms.ts';

export type TInvoiceFilterParseResult = { ok: true; terms: TInvoiceFilterTerm[] } | { ok: false; error: typeof INVOICE_FILTER_INVALID };

const isField = (value: unknown): value is TInvoiceFilterField =>
  typeof value === 'string' && (INVOICE_FILTER_FIELDS as readonly string[]).includes(value);

const isTextList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length >= 1 && value.length <= INVOICE_FILTER_MAX_IN_VALUES && value.every(isFilterText);

// Checks one decoded term against the whitelist; answers it typed, or null.
function checkTerm(raw: unknown): TInvoiceFilterTerm | null {
  if (!Array.isArray(raw) || raw.length !== 3) return null;
  const [field, operator, value] = raw as [unknown, unknown, unknown];
  if (!isField(field) || typeof operator !== 'string') return null;
  const kind = invoiceFilterFieldKind(field);
  if (!INVOICE_FILTER_KIND_OPERATORS[kind].includes(operator as TInvoiceFilterOperator)) return null;
  switch (kind) {
    case 'text':
      if (operator === 'in') return isTextList(value) ? ([field, operator, [...value]] as TInvoiceFilterTerm) : null;
      return isFilterText(value) ? ([field, operator, value] as TInvoiceFilterTerm) : null;
    case 'date':
      return isIsoDate(value) ? ([field, operator, value] as TInvoiceFilterTerm) : null;
    case 'amount':
      return isFilterAmount(value) ? ([field, operator, value] as TInvoiceFilterTerm) : null;
    case 'state':
      return (INVOICE_FILTER_STATES as readonly unknown[]).includes(value) ? ([field, operator, value] as TInvoiceFilterTerm) : null;
  }
}

const INVALID = { ok: false, error: INVOICE_FILTER_INVALID } as const;

/**
 * Reads the `filter=` text of an invoice list. This is a security boundary: only whitelisted fields,
 * their own operators and well-typed values pass, and nothing here throws. No filter is no terms.
 */
export function parseInvoiceFilter(text: string | undefined | null): TInvoiceFilterParseResult {
  if (text === undefined || text === null) return { ok: true, terms: [] };
  // The type says string, but this guards whatever a caller passes at run time.
  if (typeof text !== 'string' || text.length > INVOICE_FILTER_MAX_LENGTH) return INVALID;
  if (text.trim() === '') return { ok: true, terms: [] };
  let decoded: unknown;
  try {
    decoded = JSON.parse(text);
  } catch {
    return INVALID;
  }
  if (!Array.isArray(decoded) || decoded.length > INVOICE_FILTER_MAX_TERMS) return INVALID;
  const terms: TInvoiceFilterTerm[] = [];
  for (const raw of decoded) {
    const term = checkTerm(raw);
    if (!term) return INVALID;
    terms.push(term);
  }
  return { ok: true, terms };
}

/** The `filter=` text of some terms (the JSON wire format); none for no terms, so an unfiltered list has no `filter=`. */
export function serialiseInvoiceFilter(terms: readonly TInvoiceFilterTerm[]): string | undefined {
  return terms.length > 0 ? JSON.stringify(terms) : undefined;
}

/** Whether two filters select the same invoices as written (same terms, same order). */
export function isSameInvoiceFilter(a: readonly TInvoiceFilterTerm[], b: readonly TInvoiceFilterTerm[]): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The list of one contract's invoices (customer-area §7: an `in` on polissa_id.name). */
export function singleContractFilter(contractName: string): TInvoiceFilterTerm[] {
  return [['polissa_id.name', 'in', [contractName]]];
}
