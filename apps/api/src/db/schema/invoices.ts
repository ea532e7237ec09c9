import type { TInvoiceComputation } from '@portal/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { addresses } from './addresses.ts';
import { contracts } from './contracts.ts';
import { customers } from './customers.ts';

type TInvoiceRowKind = 'electricity' | 'gas' | 'multipoint';
type TInvoiceRowPaidStatus =
  | 'pending_remesa'
  | 'pending_transfer'
  | 'paid'
  | 'paid_without_transaction'
  | 'manual_verification_required'
  | 'unpaid';

/** One entry of an invoice's payment history, stored in the shape the API sends (customer-area §3). */
export interface TPendingStateHistoryEntry {
  change_date: string;
  pending_state: { ov_description: string };
}

/**
 * Issued invoices (docs/invoices.md). Single invoices (electricity, gas) belong to one
 * contract; multipoint invoices group several supply points of one customer, listed in
 * invoice_points, and have no contract. Contract, CUPS and address are copied at issue, as
 * printed, so later changes of the contract do not rewrite an issued invoice.
 * computation is the billing engine's result, the source of every amount shown.
 * rectificative_type: N normal, A cancelling (negative amounts), B cancelling with substitute,
 * R rectifying; A, B and R point at the invoice they rectify.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<TInvoiceRowKind>().notNull(),
    contractId: integer('contract_id').references(() => contracts.id, { onDelete: 'set null' }),
    contractName: text('contract_name'),
    cupsName: text('cups_name'),
    cupsAddress: text('cups_address'),
    payerVat: text('payer_vat').notNull(),
    number: text('number').notNull(),
    invoiceDate: date('invoice_date').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    energyKwh: numeric('energy_kwh', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    amountTotal: numeric('amount_total', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    amountPending: numeric('amount_pending', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    paidStatus: text('paid_status').$type<TInvoiceRowPaidStatus>().notNull(),
    rectificativeType: text('rectificative_type').notNull().default('N'),
    rectifiedInvoiceId: integer('rectified_invoice_id').references((): AnyPgColumn => invoices.id, { onDelete: 'set null' }),
    addressInvoiceId: integer('address_invoice_id').references(() => addresses.id, { onDelete: 'set null' }),
    computation: jsonb('computation').$type<TInvoiceComputation>().notNull(),
    pendingStateHistory: jsonb('pending_state_history').$type<TPendingStateHistoryEntry[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_number_key').on(t.number),
    // The list, newest first, with a stable tie-break for offset paging. NULLS FIRST because that
    // is what `order by … desc` means: drizzle's bare desc() writes NULLS LAST, an order no list
    // query asks for, and PostgreSQL then sorts every invoice of the customer for each page.
    // amount_pending last (after the unique id, so it never orders anything): the state filter
    // and its count are then answered from the index alone, without reading the invoices.
    index('invoices_list_idx').on(t.customerId, t.kind, t.invoiceDate.desc().nullsFirst(), t.id.desc().nullsFirst(), t.amountPending),
    // The list filtered to one contract (the contract page's invoices link), in list order.
    index('invoices_contract_idx').on(t.customerId, t.kind, t.contractName, t.invoiceDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Open invoices (state = open, the "pay" action): a few per customer, so their list and count
    // read only those, whatever the date range, instead of filtering years of paid ones.
    index('invoices_open_idx')
      .on(t.customerId, t.kind, t.invoiceDate.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.amountPending} > 0`),
    index('invoices_rectified_invoice_id_idx').on(t.rectifiedInvoiceId),
    check('invoices_kind_check', sql`${t.kind} in ('electricity', 'gas', 'multipoint')`),
    check(
      'invoices_paid_status_check',
      sql`${t.paidStatus} in ('pending_remesa', 'pending_transfer', 'paid', 'paid_without_transaction', 'manual_verification_required', 'unpaid')`,
    ),
    check('invoices_period_check', sql`${t.endDate} >= ${t.startDate}`),
    // A cancelling invoice pays back: its pending amount is at or below zero, like its total.
    check('invoices_pending_check', sql`abs(${t.amountPending}) <= abs(${t.amountTotal})`),
  ],
);

/** The supply points of a multipoint invoice, in print order, each with its own engine result. */
export const invoicePoints = pgTable(
  'invoice_points',
  {
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    contractId: integer('contract_id').references(() => contracts.id, { onDelete: 'set null' }),
    contractName: text('contract_name').notNull(),
    cupsName: text('cups_name').notNull(),
    cupsAddress: text('cups_address').notNull(),
    energyKwh: numeric('energy_kwh', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    amountTotal: numeric('amount_total', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    computation: jsonb('computation').$type<TInvoiceComputation>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.position] }), index('invoice_points_contract_id_idx').on(t.contractId)],
);

/**
 * Per customer and kind of invoice, what the lists would otherwise count and collect over every
 * invoice of a large customer (tens of thousands): how many invoices there are (n_items of the
 * unfiltered list) and `version`, raised whenever that set of invoices gains, loses or reprints
 * something, so a cache of the filter choices knows when it is stale. Kept by the triggers of
 * migration 0004 on invoices and invoice_points, whatever writes them: do not write it directly.
 */
export const invoiceCounts = pgTable(
  'invoice_counts',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<TInvoiceRowKind>().notNull(),
    invoices: integer('invoices').notNull(),
    version: integer('version').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.kind] })],
);

/**
 * Per customer, kind of invoice and month of invoice date: how many invoices there are, how many
 * are open (something pending) and how many paid (nothing pending). The count of a list filtered
 * by invoice date and state sums the months the range covers whole and counts only the days at
 * its edges (invoice-count-sql.ts): a large customer's year of invoices is twelve rows, not tens
 * of thousands of index entries. Kept by the triggers of migration 0005: do not write it directly.
 */
export const invoiceMonthCounts = pgTable(
  'invoice_month_counts',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<TInvoiceRowKind>().notNull(),
    /** The first day of the month. */
    month: date('month').notNull(),
    invoices: integer('invoices').notNull(),
    open: integer('open').notNull(),
    paid: integer('paid').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.kind, t.month] })],
);

/**
 * The distinct non-empty values GET filter/params offers, per customer and kind: field cups,
 * addresses or contracts from single invoices' printed copies and from multipoint invoices'
 * points, vats from the invoices' payer. Kept by the same triggers.
 */
export const invoiceFilterValues = pgTable(
  'invoice_filter_values',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<TInvoiceRowKind>().notNull(),
    field: text('field').$type<'cups' | 'addresses' | 'contracts' | 'vats'>().notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.kind, t.field, t.value] })],
);
