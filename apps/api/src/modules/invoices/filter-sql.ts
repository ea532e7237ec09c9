import type { TInvoiceFilterTerm } from '@portal/domain';
import { and, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { invoicePoints, invoices } from '../../db/schema/index.ts';

type Field = TInvoiceFilterTerm[0];

/**
 * The whitelist from wire field names (the back office's, customer-area §3) to columns. A field
 * that names the supply point or contract reads the invoice's own copy on single invoices and,
 * on multipoint invoices, matches when any of its points does (EXISTS over invoice_points).
 */
const INVOICE_COLUMNS: Record<Exclude<Field, 'state'>, AnyPgColumn> = {
  number: invoices.number,
  'polissa_id.name': invoices.contractName,
  'invoice_id.partner_id.vat': invoices.payerVat,
  'cups_id.name': invoices.cupsName,
  'cups_id.direccio': invoices.cupsAddress,
  date_invoice: invoices.invoiceDate,
  data_inici: invoices.startDate,
  data_final: invoices.endDate,
  amount_total: invoices.amountTotal,
  residual: invoices.amountPending,
};

const POINT_COLUMNS: Partial<Record<Field, AnyPgColumn>> = {
  'polissa_id.name': invoicePoints.contractName,
  'cups_id.name': invoicePoints.cupsName,
  'cups_id.direccio': invoicePoints.cupsAddress,
};

/** LIKE pattern of "contains": % and _ in the value are data, not wildcards (backslash is LIKE's escape). */
export function containsPattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function comparison(column: AnyPgColumn, operator: TInvoiceFilterTerm[1], value: TInvoiceFilterTerm[2]): SQL {
  switch (operator) {
    case '=':
      return eq(column, value);
    case 'ilike':
      return sql`${column} ilike ${containsPattern(value as string)}`;
    case 'in':
      return inArray(column, value as string[]);
    case '>=':
      return gte(column, value);
    case '<=':
      return lte(column, value);
  }
}

/** One parsed term as a condition on `invoices`; every value is a bound parameter. */
export function termCondition(term: TInvoiceFilterTerm, multipoint: boolean): SQL {
  const [field, operator, value] = term;
  if (field === 'state') {
    // open = something still pending; paid = nothing pending (customer-area §3, contract). The 0 is
    // a literal, not a bound parameter, so that even a generic plan sees the predicate of
    // invoices_open_idx (amount_pending > 0) and may use that partial index.
    return value === 'open' ? sql`${invoices.amountPending} > 0` : sql`${invoices.amountPending} = 0`;
  }
  const pointColumn = multipoint ? POINT_COLUMNS[field] : undefined;
  if (pointColumn) {
    return sql`exists (select 1 from ${invoicePoints} where ${invoicePoints.invoiceId} = ${invoices.id} and ${comparison(pointColumn, operator, value)})`;
  }
  return comparison(INVOICE_COLUMNS[field], operator, value);
}

/** All terms ANDed (undefined when there are none). */
export function filterCondition(terms: readonly TInvoiceFilterTerm[], multipoint: boolean): SQL | undefined {
  return terms.length === 0 ? undefined : and(...terms.map((term) => termCondition(term, multipoint)));
}
