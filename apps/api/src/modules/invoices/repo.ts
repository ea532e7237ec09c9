import type { TFilterParamField, TInvoiceFilterTerm, TInvoiceKind, TInvoicePoint, TPaidStatus } from '@portal/domain';
import { and, desc, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  invoiceCounts,
  invoiceFilterValues,
  invoicePoints,
  invoices,
  type TPendingStateHistoryEntry,
  users,
} from '../../db/schema/index.ts';
import { filterCondition } from './filter-sql.ts';

/** The customer of the signed-in user as a scalar subquery (a single-row lookup, for queries by invoice id). */
export const customerOfUser = (userId: number | SQLWrapper): SQL =>
  sql`(select ${users.customerId} from ${users} where ${users.id} = ${userId})`;

export interface InvoiceListQuery {
  kind: TInvoiceKind;
  terms: readonly TInvoiceFilterTerm[];
  offset: number;
  limit: number;
}

const columns = (multipoint: boolean) => ({
  id: invoices.id,
  kind: invoices.kind,
  number: invoices.number,
  invoiceDate: invoices.invoiceDate,
  startDate: invoices.startDate,
  endDate: invoices.endDate,
  contractName: invoices.contractName,
  cupsName: invoices.cupsName,
  cupsAddress: invoices.cupsAddress,
  energyKwh: invoices.energyKwh,
  amountTotal: invoices.amountTotal,
  amountPending: invoices.amountPending,
  paidStatus: invoices.paidStatus,
  rectificativeType: invoices.rectificativeType,
  pendingStateHistory: invoices.pendingStateHistory,
  addressInvoiceId: invoices.addressInvoiceId,
  // Only a multipoint invoice has points; single lists skip the subquery altogether.
  points: multipoint
    ? sql<TInvoicePoint[]>`(select coalesce(json_agg(json_build_object('contract_name', p.contract_name, 'cups_name', p.cups_name,
        'full_address', p.cups_address, 'energy_consumed', p.energy_kwh, 'amount_total', p.amount_total) order by p.position), '[]'::json)
        from ${invoicePoints} p where p.invoice_id = ${invoices.id})`
    : sql<TInvoicePoint[]>`'[]'::json`,
});

/** One list row as selected: the invoice's printed copy of contract and supply point, amounts in €. */
export interface InvoiceListRow {
  id: number;
  kind: TInvoiceKind;
  number: string;
  invoiceDate: string;
  startDate: string;
  endDate: string;
  contractName: string | null;
  cupsName: string | null;
  cupsAddress: string | null;
  energyKwh: number;
  amountTotal: number;
  amountPending: number;
  paidStatus: TPaidStatus;
  rectificativeType: string;
  pendingStateHistory: TPendingStateHistoryEntry[];
  addressInvoiceId: number | null;
  points: TInvoicePoint[];
}

export interface InvoicePage {
  rows: InvoiceListRow[];
  total: number;
}

export class InvoicesRepo {
  constructor(private readonly db: Database) {}

  /**
   * One page of the user's invoices of a kind, newest first (invoice date, then id, so paging
   * is stable), and how many match. The page walks invoices_list_idx (customer, kind, date desc,
   * id desc) and stops after offset + limit rows; the count runs only when the page does not
   * already tell it.
   */
  /**
   * The user's customer. Lists take it as a value, not a subquery: the planner then knows from
   * the statistics whether this customer has ten invoices (read them and sort) or ten thousand
   * (walk invoices_list_idx in order and stop at the page).
   */
  async customerIdOf(userId: number): Promise<number | undefined> {
    const [row] = await this.db.select({ id: users.customerId }).from(users).where(eq(users.id, userId));
    return row?.id;
  }

  async page(customerId: number, query: InvoiceListQuery): Promise<InvoicePage> {
    const { page, count } = this.pageQueries(customerId, query);
    const rows: InvoiceListRow[] = await page;
    // A first page that is not full holds every match; otherwise count them.
    if (query.offset === 0 && rows.length < query.limit) return { rows, total: rows.length };
    const [counted] = await count;
    return { rows, total: counted?.n ?? 0 };
  }

  /**
   * The page and count queries, unexecuted (the query-plan test explains them). The page's ids
   * come first from the index alone (customer, kind, date desc, id desc: an ordered index-only
   * scan that stops after offset + limit entries, whatever the customer's size), then their rows
   * by primary key; without that split PostgreSQL reads and sorts every invoice of a large
   * customer whose rows sit together on disk.
   */
  pageQueries(customerId: number, query: InvoiceListQuery) {
    const multipoint = query.kind === 'multipoint';
    const where = and(eq(invoices.customerId, customerId), eq(invoices.kind, query.kind), filterCondition(query.terms, multipoint));
    const order = sql`${invoices.invoiceDate} desc, ${invoices.id} desc`;
    const pageIds = sql`select ${invoices.id} from ${invoices} where ${where} order by ${order} offset ${query.offset} limit ${query.limit}`;
    return {
      page: this.db
        .select(columns(multipoint))
        .from(invoices)
        .where(sql`${invoices.id} = any(array(${pageIds}))`)
        .orderBy(desc(invoices.invoiceDate), desc(invoices.id)),
      // Unfiltered, the total is kept in invoice_counts (migration 0004): counting a large
      // customer's invoices, even from the index alone, cost more than the rest of the request.
      count:
        query.terms.length === 0
          ? this.db
              .select({ n: invoiceCounts.invoices })
              .from(invoiceCounts)
              .where(and(eq(invoiceCounts.customerId, customerId), eq(invoiceCounts.kind, query.kind)))
          : this.db.select({ n: sql<number>`count(*)::int` }).from(invoices).where(where),
    };
  }

  /**
   * The user's customer and invoice_counts.version of its invoices of a kind (null when it never
   * had any), in one lookup: what a cache of the filter choices is checked against.
   */
  async filterValuesVersion(userId: number, kind: TInvoiceKind): Promise<{ customerId: number; version: number | null } | undefined> {
    const [row] = await this.db
      .select({ customerId: users.customerId, version: invoiceCounts.version })
      .from(users)
      .leftJoin(invoiceCounts, and(eq(invoiceCounts.customerId, users.customerId), eq(invoiceCounts.kind, kind)))
      .where(eq(users.id, userId));
    return row ? { customerId: row.customerId, version: row.version } : undefined;
  }

  /** The query of filterValues, unexecuted (the benchmark explains it). */
  filterValuesQuery(customerId: number, kind: TInvoiceKind, fields: readonly TFilterParamField[]) {
    return this.db
      .select({ field: invoiceFilterValues.field, value: invoiceFilterValues.value })
      .from(invoiceFilterValues)
      .where(
        and(
          eq(invoiceFilterValues.customerId, customerId),
          eq(invoiceFilterValues.kind, kind),
          inArray(invoiceFilterValues.field, [...fields]),
        ),
      );
  }

  /**
   * Distinct non-empty values of each field over the customer's invoices of a kind (unsorted):
   * the single invoices' printed contract, CUPS, address and payer, a multipoint invoice's points
   * and payer. Read from invoice_filter_values, which triggers keep (migration 0004), instead of
   * from every invoice of the customer.
   */
  async filterValues(
    customerId: number,
    kind: TInvoiceKind,
    fields: readonly TFilterParamField[],
  ): Promise<Record<TFilterParamField, string[]>> {
    const out: Record<TFilterParamField, string[]> = { cups: [], addresses: [], contracts: [], vats: [] };
    if (fields.length === 0) return out;
    for (const row of await this.filterValuesQuery(customerId, kind, fields)) out[row.field].push(row.value);
    return out;
  }
}
