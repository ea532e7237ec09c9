import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';

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
  return (result as unknown as { rows: Array<{ id: number; number: string }> }).rows;
}
