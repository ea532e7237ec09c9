import {
  conditionProblems,
  INVOICE_FILTER_CATEGORY_NAMES,
  INVOICE_FILTER_UI_OPERATORS,
  type TInvoiceFilterCategory,
  type TInvoiceFilterCondition,
  type TInvoiceFilterUiOperator,
} from '@portal/domain';

/**
 * The list on screen lives in the address: reload and back show the same chips, page
 * and page size. One `filter` parameter per applied chip, `[!]category:operator:value,value`
 * (`!` for a chip switched off; `%` and `,` escaped in values); an empty `filter` means "no
 * chips" where the route would otherwise add one (a contract's invoices). `page` is 1-based and
 * only written past the first; `size` only when not the configured one.
 */
export const FILTER_PARAM = 'filter';
export const PAGE_PARAM = 'page';
export const SIZE_PARAM = 'size';

// A hand-edited address cannot make the page parse a thousand chips.
const MAX_CONDITIONS = 20;
const MAX_PAGE = 100_000;

export interface TInvoiceListView {
  /** The applied chips, or undefined when the address names none (the route's defaults apply). */
  conditions: TInvoiceFilterCondition[] | undefined;
  /** 0-based. */
  page: number;
  size: number | undefined;
}

const escapeValue = (value: string) => value.replace(/%/g, '%25').replace(/,/g, '%2C');

export function encodeCondition(condition: TInvoiceFilterCondition): string {
  return `${condition.active ? '' : '!'}${condition.category}:${condition.operator}:${condition.values.map(escapeValue).join(',')}`;
}

/** A chip from the address, or null when it is not one the filter form could have made. */
export function decodeCondition(text: string, id: string): TInvoiceFilterCondition | null {
  const active = !text.startsWith('!');
  const [category, operator, ...rest] = (active ? text : text.slice(1)).split(':');
  if (!INVOICE_FILTER_CATEGORY_NAMES.includes(category as TInvoiceFilterCategory)) return null;
  if (!INVOICE_FILTER_UI_OPERATORS.includes(operator as TInvoiceFilterUiOperator)) return null;
  let values: string[];
  try {
    values = rest.join(':').split(',').map(decodeURIComponent);
  } catch {
    return null;
  }
  const condition: TInvoiceFilterCondition = {
    id,
    category: category as TInvoiceFilterCategory,
    operator: operator as TInvoiceFilterUiOperator,
    values,
    active,
  };
  return conditionProblems(condition).length === 0 ? condition : null;
}

const positiveInteger = (text: string | null) => (text && /^\d{1,9}$/.test(text) ? Number(text) : undefined);

export function readListView(search: URLSearchParams): TInvoiceListView {
  const encoded = search.getAll(FILTER_PARAM);
  const conditions =
    encoded.length === 0
      ? undefined
      : encoded
          .filter((text) => text !== '')
          .slice(0, MAX_CONDITIONS)
          .map((text, index) => decodeCondition(text, `url-${index}`))
          .filter((condition): condition is TInvoiceFilterCondition => condition !== null);
  const page = Math.min(positiveInteger(search.get(PAGE_PARAM)) ?? 1, MAX_PAGE);
  return { conditions, page: Math.max(page, 1) - 1, size: positiveInteger(search.get(SIZE_PARAM)) };
}

/**
 * The address after a change of the list, the other parameters (contractType, contractName) kept.
 * Conditions equal to the route's defaults are not written.
 */
export function writeListView(
  search: URLSearchParams,
  view: { conditions?: readonly TInvoiceFilterCondition[]; page?: number; size?: number },
  defaults: { conditions: readonly TInvoiceFilterCondition[]; size: number },
): URLSearchParams {
  const next = new URLSearchParams(search);
  if (view.conditions) {
    next.delete(FILTER_PARAM);
    const encoded = view.conditions.map(encodeCondition);
    if (encoded.join('\n') !== defaults.conditions.map(encodeCondition).join('\n')) {
      if (encoded.length === 0) next.append(FILTER_PARAM, '');
      for (const text of encoded) next.append(FILTER_PARAM, text);
    }
  }
  if (view.page !== undefined) {
    if (view.page > 0) next.set(PAGE_PARAM, String(view.page + 1));
    else next.delete(PAGE_PARAM);
  }
  if (view.size !== undefined) {
    if (view.size !== defaults.size) next.set(SIZE_PARAM, String(view.size));
    else next.delete(SIZE_PARAM);
  }
  return next;
}
