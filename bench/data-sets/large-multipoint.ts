import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/api/src/db/database.ts';
import { rowsOf } from '../../apps/api/src/db/rows.ts';
import { DEMO_INVOICE_RULES } from '../../apps/api/src/seed/demo/demo-invoices-data.ts';
import { addDays, type TPeriod } from '../../apps/api/src/seed/demo/invoice-periods.ts';
import { combineComputations, statusFields } from '../../apps/api/src/seed/demo/invoice-status.ts';
import { insertInvoiceJson } from './invoice-json-insert.ts';
import {
  type ComputationCache,
  consumptionLevel,
  LARGE_NAME_BASE,
  largeInvoiceNumber,
  largeStatus,
  type TLargeContractTerms,
} from './large-invoices-model.ts';

/** A contract of the large data set with what its invoices print. */
export interface TLargeContract extends TLargeContractTerms {
  id: number;
  name: string;
  customerId: number;
  startDate: string;
  endDate: string | null;
  payerVat: string;
  addressId: number | null;
  cups: string;
  address: string;
}

/**
 * Monthly multipoint invoices of the heavy customers over their grouped contracts (`grouped`:
 * contract id → customer id), each point the engine's invoice of that contract, in one
 * transaction; customers that already have multipoint invoices are skipped.
 */
export async function insertLargeMultipoint(
  db: Database,
  contracts: readonly TLargeContract[],
  grouped: ReadonlyMap<number, number>,
  periods: readonly TPeriod[],
  cache: ComputationCache,
  today: string,
): Promise<{ invoices: number; points: number }> {
  const byCustomer = new Map<number, TLargeContract[]>();
  for (const contract of contracts.filter((c) => grouped.has(c.id))) {
    const mine = byCustomer.get(contract.customerId);
    if (mine) mine.push(contract);
    else byCustomer.set(contract.customerId, [contract]);
  }
  let invoices = 0;
  let points = 0;
  await db.transaction(async (tx) => {
    for (const [customerId, mine] of byCustomer) {
      const existing = await tx.execute(sql`select 1 from invoices where customer_id = ${customerId} and kind = 'multipoint' limit 1`);
      if (rowsOf<unknown>(existing).length > 0) continue;
      const first = mine[0]!;
      const planned = periods.map((period, index) => {
        const invoiceDate = addDays(period.end, DEMO_INVOICE_RULES.issueDelayDays);
        const parts = mine.map((contract) =>
          cache.get(contract, period, invoiceDate, consumptionLevel(Number(contract.name) - LARGE_NAME_BASE, period)),
        );
        const computation = combineComputations(parts.map((part) => part.computation));
        const status = statusFields(largeStatus(customerId, periods.length - 1 - index, false), computation.total, invoiceDate, today);
        const json = JSON.stringify({
          customer_id: customerId,
          kind: 'multipoint',
          payer_vat: first.payerVat,
          number: largeInvoiceNumber('FM', period, customerId),
          invoice_date: invoiceDate,
          start_date: period.start,
          end_date: period.end,
          energy_kwh: computation.energyKwh,
          amount_total: computation.total,
          amount_pending: status.amountPending,
          paid_status: status.paidStatus,
          rectificative_type: 'N',
          address_invoice_id: first.addressId,
          computation,
          pending_state_history: status.pendingStateHistory,
        });
        return { json, parts, number: largeInvoiceNumber('FM', period, customerId) };
      });
      const inserted = await insertInvoiceJson(
        tx,
        planned.map((p) => p.json),
      );
      const ids = new Map(inserted.map((row) => [row.number, row.id]));
      const rows = planned.flatMap(({ parts }, index) =>
        parts.map((part, position) => ({
          invoice_id: ids.get(planned[index]!.number)!,
          position,
          contract_id: mine[position]!.id,
          contract_name: mine[position]!.name,
          cups_name: mine[position]!.cups,
          cups_address: mine[position]!.address,
          energy_kwh: part.computation.energyKwh,
          amount_total: part.computation.total,
          computation: part.computation,
        })),
      );
      await tx.execute(sql`
        insert into invoice_points (invoice_id, position, contract_id, contract_name, cups_name, cups_address, energy_kwh, amount_total, computation)
        select invoice_id, position, contract_id, contract_name, cups_name, cups_address, energy_kwh, amount_total, computation
        from json_populate_recordset(null::invoice_points, ${JSON.stringify(rows)}::json)`);
      invoices += planned.length;
      points += rows.length;
    }
  });
  return { invoices, points };
}
