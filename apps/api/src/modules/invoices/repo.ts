import type { TFilterParamField, TInvoiceFilterTerm, TInvoiceKind } from '@portal/domain';
import { and, eq, inArray, type Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { executeNamedShape } from '../../db/named-statement.ts';
import { invoiceCounts, invoiceFilterValues, invoices, users } from '../../db/schema/index.ts';
import { filterCondition } from './filter-sql.ts';
import { monthCountedTotal } from './invoice-count-sql.ts';
import { invoiceJsonColumns } from './invoice-json-sql.ts';

export interface InvoiceListQuery {
  kind: TInvoiceKind;
  terms: readonly TInvoiceFilterTerm[];
  offset: number;
  limit: number;
}

/** The list's query with the page, or placeholders for it (its statement is written once per kind and filter). */
type ListStatement = Omit<InvoiceListQuery, 'offset' | 'limit'> & { offset: number | Placeholder; limit: number | Placeholder };

/** A page of the list as PostgreSQL wrote it: the items' JSON text and how many invoices match. */
export interface InvoicePage {
  /** JSON array of invoices in the wire shape (ZInvoiceSchema), newest first. */
  itemsJson: string;
  total: number;
}

export class InvoicesRepo {
  // Prepared once: the filter choices of a large customer are kept, so this lookup is most of
  // what their request asks of the database, and building it again cost more than running it.
  private readonly versionOfFilterValues;

  constructor(private readonly db: Database) {
    this.versionOfFilterValues = this.db
      .select({ customerId: users.customerId, version: invoiceCounts.version })
      .from(users)
      .leftJoin(invoiceCounts, and(eq(invoiceCounts.customerId, users.customerId), eq(invoiceCounts.kind, sql.placeholder('kind'))))
      .where(eq(users.id, sql.placeholder('userId')))
      .prepare('invoice_filter_values_version');
  }

  /**
   * One page of the user's invoices of a kind, newest first (invoice date, then id, so paging is
   * stable), and how many match, in one statement: undefined when the user does not exist. The
   * page's ids come first from the index alone (customer, kind, date desc, id desc: an ordered
   * index-only scan that stops after offset + limit entries, whatever the customer's size), then
   * their rows by primary key, written as JSON. The count runs only when the page does not
   * already tell it (PostgreSQL evaluates a CASE branch's subquery only when it is taken).
   */
  async page(userId: number, query: InvoiceListQuery): Promise<InvoicePage | undefined> {
    // The filter's values are the statement's own (the month counts' split depends on them); the
    // user and the page are placeholders.
    const [row] = await executeNamedShape<{ items: string; total: number }>(
      this.db,
      'invoice_list',
      `${query.kind} ${JSON.stringify(query.terms)}`,
      () => this.pageQuery(sql.placeholder('userId'), { ...query, offset: sql.placeholder('offset'), limit: sql.placeholder('limit') }),
      { userId, offset: query.offset, limit: query.limit },
    );
    return row && { itemsJson: row.items, total: row.total };
  }

  /**
   * The statement of page(), unexecuted (the query-plan test and the benchmark explain it). The
   * customer is the user's, read in the same statement: one round trip per list, since the
   * database's answer costs less than a round trip. (The rule of db/ownership.ts, written as the
   * users row the page is joined to: the page, the count and the month counts all need it.) The plan is made without knowing the
   * customer, so every path is one that suits a customer with ten invoices and one with ten
   * thousand alike (ordered index scans that stop at the page), and a prepared statement's
   * generic plan is as good as a fresh one.
   */
  pageQuery(userId: number | SQLWrapper, query: ListStatement): SQL {
    const multipoint = query.kind === 'multipoint';
    const where = and(eq(invoices.customerId, sql`u.customer_id`), eq(invoices.kind, query.kind), filterCondition(query.terms, multipoint));
    const pageIds = sql`select ${invoices.id} from ${invoices} where ${where}
      order by ${invoices.invoiceDate} desc, ${invoices.id} desc offset ${query.offset} limit ${query.limit}`;
    // Unfiltered, the total is kept in invoice_counts (migration 0004); filtered by invoice date
    // and state, mostly in invoice_month_counts (0005): counting a large customer's invoices,
    // even from the index alone, cost more than the rest of the request.
    const count =
      query.terms.length === 0
        ? sql`coalesce((select c.invoices from ${invoiceCounts} c where c.customer_id = u.customer_id and c.kind = ${query.kind}), 0)`
        : (monthCountedTotal(query.terms, sql`u.customer_id`, query.kind) ?? sql`(select count(*) from ${invoices} where ${where})`);
    return sql`select page.items,
        case when ${query.offset}::int = 0 and page.n < ${query.limit}::int then page.n else (${count})::int end as total
      from ${users} u
      cross join lateral (
        select count(*)::int as n, coalesce(json_agg(invoice order by invoice.date desc, invoice.id desc), '[]')::text as items
        from (select ${invoiceJsonColumns(multipoint)} from ${invoices} i where i.id = any(array(${pageIds}))) invoice
      ) page
      where u.id = ${userId}`;
  }

  /**
   * The user's customer and invoice_counts.version of its invoices of a kind (null when it never
   * had any), in one lookup: what a cache of the filter choices is checked against.
   */
  async filterValuesVersion(userId: number, kind: TInvoiceKind): Promise<{ customerId: number; version: number | null } | undefined> {
    const [row] = await this.versionOfFilterValues.execute({ userId, kind });
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
