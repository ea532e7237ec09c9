import type { TInvoiceFilterTerm, TInvoiceKind } from '@portal/domain';
import { and, gte, lt, type SQL, sql } from 'drizzle-orm';
import { invoiceMonthCounts, invoices } from '../../db/schema/index.ts';
import { termCondition } from './filter-sql.ts';

/** Half-open range of ISO dates, [from, before); an absent bound is open. */
export interface DateSpan {
  from?: string;
  before?: string;
}

/** How an inclusive range of invoice dates is counted: whole months from the month counts, edge days from the invoices. */
export interface MonthSplit {
  /** First days of the whole months, [from, before); absent when the range holds no whole month. */
  months?: DateSpan;
  /** Days outside the whole months, each [from, before) with both bounds. */
  days: Array<Required<DateSpan>>;
}

const DAY_MS = 86_400_000;
const toDay = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const nextDay = (iso: string) => isoOf(toDay(iso) + DAY_MS);
const firstOfMonth = (iso: string) => `${iso.slice(0, 8)}01`;
const firstOfNextMonth = (iso: string) => {
  const d = new Date(toDay(iso));
  return isoOf(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1));
};

/** Splits the inclusive range [from, to] (either may be open) into whole months and edge days. */
export function splitByMonths(from: string | undefined, to: string | undefined): MonthSplit {
  const firstWhole = from === undefined ? undefined : from.endsWith('-01') ? from : firstOfNextMonth(from);
  const afterLastWhole = to === undefined ? undefined : firstOfNextMonth(to) === nextDay(to) ? nextDay(to) : firstOfMonth(to);
  if (firstWhole !== undefined && afterLastWhole !== undefined && firstWhole >= afterLastWhole) {
    // Within a month or across one boundary: every day from the invoices (both bounds are set here).
    return { days: [{ from: from!, before: nextDay(to!) }] };
  }
  const days: Array<Required<DateSpan>> = [];
  if (from !== undefined && firstWhole !== undefined && from < firstWhole) days.push({ from, before: firstWhole });
  if (to !== undefined && afterLastWhole !== undefined && afterLastWhole <= to) days.push({ from: afterLastWhole, before: nextDay(to) });
  return { months: { from: firstWhole, before: afterLastWhole }, days };
}

type State = 'open' | 'paid';

/** The invoice-date range and state the terms ask for, or undefined when any term is about something else. */
function dateRangeAndState(terms: readonly TInvoiceFilterTerm[]): { from?: string; to?: string; state?: State } | undefined {
  let from: string | undefined;
  let to: string | undefined;
  let state: State | undefined;
  for (const [field, operator, value] of terms) {
    if (field === 'date_invoice' && (operator === '>=' || operator === '<=' || operator === '=') && typeof value === 'string') {
      if (operator !== '<=' && (from === undefined || value > from)) from = value;
      if (operator !== '>=' && (to === undefined || value < to)) to = value;
    } else if (field === 'state' && (value === 'open' || value === 'paid') && (state === undefined || state === value)) {
      state = value;
    } else {
      return undefined;
    }
  }
  return { from, to, state };
}

/**
 * How many of the customer's invoices of a kind match terms that name only the invoice date
 * (a range, a day) and the state: the month counts of the whole months the range covers
 * (invoice_month_counts, kept by triggers, migration 0005) plus the invoices of the days at its
 * edges, read from the list index. Undefined for any other filter, which is counted from the
 * invoices. `customerId` is an SQL expression (the list reads it in the same statement).
 */
export function monthCountedTotal(terms: readonly TInvoiceFilterTerm[], customerId: SQL, kind: TInvoiceKind): SQL | undefined {
  const wanted = dateRangeAndState(terms);
  if (!wanted) return undefined;
  const { from, to, state } = wanted;
  if (from !== undefined && to !== undefined && from > to) return sql`0`;
  const split = splitByMonths(from, to);
  const parts: SQL[] = [];
  if (split.months) {
    const column = state === undefined ? invoiceMonthCounts.invoices : state === 'open' ? invoiceMonthCounts.open : invoiceMonthCounts.paid;
    const { from: monthFrom, before: monthBefore } = split.months;
    const where = and(
      sql`${invoiceMonthCounts.customerId} = ${customerId}`,
      sql`${invoiceMonthCounts.kind} = ${kind}`,
      monthFrom === undefined ? undefined : gte(invoiceMonthCounts.month, monthFrom),
      monthBefore === undefined ? undefined : lt(invoiceMonthCounts.month, monthBefore),
    );
    parts.push(sql`(select coalesce(sum(${column}), 0) from ${invoiceMonthCounts} where ${where})`);
  }
  for (const span of split.days) {
    const where = and(
      sql`${invoices.customerId} = ${customerId}`,
      sql`${invoices.kind} = ${kind}`,
      gte(invoices.invoiceDate, span.from),
      lt(invoices.invoiceDate, span.before),
      state === undefined ? undefined : termCondition(['state', '=', state], kind === 'multipoint'),
    );
    parts.push(sql`(select count(*) from ${invoices} where ${where})`);
  }
  return parts.length === 0 ? sql`0` : sql`(${sql.join(parts, sql` + `)})`;
}
