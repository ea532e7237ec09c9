import { sql } from 'drizzle-orm';
import type { Executor } from '../../apps/api/src/db/database.ts';
import { rowsOf } from '../../apps/api/src/db/rows.ts';

const INVOICE_COLUMNS = sql.raw(
  'customer_id, kind, contract_id, contract_name, cups_name, cups_address, payer_vat, number, invoice_date, start_date, end_date, ' +
    'energy_kwh, amount_total, amount_pending, paid_status, rectificative_type, address_invoice_id, computation, pending_state_history',
);

/**
 * Inserts invoices given as JSON objects with snake_case column keys, thousands per statement in
 * one JSON parameter (json_populate_recordset builds the rows), the fast path for bulk data on
 * both PGlite and node-postgres. Answers each new id with its number.
 */
export async function insertInvoiceJson(tx: Executor, objects: readonly string[]): Promise<Array<{ id: number; number: string }>> {
  if (objects.length === 0) return [];
  const result = await tx.execute(sql`
    insert into invoices (${INVOICE_COLUMNS})
    select ${INVOICE_COLUMNS} from json_populate_recordset(null::invoices, ${`[${objects.join(',')}]`}::json)
    returning id, number`);
  return rowsOf<{ id: number; number: string }>(result);
}

// The columns of a row of insertInvoicesSharingComputations, as json_to_recordset reads them.
const SHARED_ROW = sql.raw(
  'customer_id integer, kind text, contract_id integer, contract_name text, cups_name text, cups_address text, payer_vat text, ' +
    'number text, invoice_date date, start_date date, end_date date, energy_kwh numeric, amount_total numeric, ' +
    'amount_pending numeric, paid_status text, rectificative_type text, address_invoice_id integer, pending_state_history jsonb, ' +
    'computation_key integer',
);

/**
 * Bulk insert of invoices many of which share one engine result: the distinct computations go
 * once into a temporary table, and each row names its computation by `computation_key`, so
 * PostgreSQL parses every computation once instead of once per invoice. Runs in `tx`, which
 * must be a transaction (the table is dropped at commit).
 */
export async function insertInvoicesSharingComputations(
  tx: Executor,
  computations: ReadonlyMap<number, string>,
  rows: readonly string[],
  rowsPerStatement: number,
): Promise<void> {
  await tx.execute(sql`create temporary table shared_computations (key integer primary key, computation jsonb not null) on commit drop`);
  const entries = [...computations].map(([key, json]) => `{"key":${key},"computation":${json}}`);
  for (let from = 0; from < entries.length; from += 1_000) {
    await tx.execute(sql`
      insert into shared_computations
      select key, computation from json_to_recordset(${`[${entries.slice(from, from + 1_000).join(',')}]`}::json) as r(key integer, computation jsonb)`);
  }
  for (let from = 0; from < rows.length; from += rowsPerStatement) {
    await tx.execute(sql`
      insert into invoices (${INVOICE_COLUMNS})
      select r.customer_id, r.kind, r.contract_id, r.contract_name, r.cups_name, r.cups_address, r.payer_vat, r.number, r.invoice_date,
             r.start_date, r.end_date, r.energy_kwh, r.amount_total, r.amount_pending, r.paid_status, r.rectificative_type,
             r.address_invoice_id, c.computation, r.pending_state_history
      from json_to_recordset(${`[${rows.slice(from, from + rowsPerStatement).join(',')}]`}::json) as r(${SHARED_ROW})
      join shared_computations c on c.key = r.computation_key`);
  }
}
