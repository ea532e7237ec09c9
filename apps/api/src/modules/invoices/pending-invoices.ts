import type { TInvoiceKind, TPaidStatus } from '@portal/domain';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { customerOfUser, ownedBy } from '../../db/ownership.ts';
import { rowsOf } from '../../db/rows.ts';
import { invoicePoints, invoices, payments } from '../../db/schema/index.ts';

/** An invoice of the user with something pending, as the overview's debt reads it. */
export interface TPendingInvoice {
  id: number;
  number: string;
  kind: TInvoiceKind;
  contractName: string | null;
  date: string;
  startDate: string;
  endDate: string;
  amountTotal: number;
  amountPending: number;
  paidStatus: TPaidStatus;
  rectificativeType: string;
  /** A card payment awaits its answer (as the invoice list's online_payment.payment_in_process). */
  paymentInProcess: boolean;
}

/**
 * The user's invoices with something pending, newest first (the "pay" list's open invoices:
 * invoices_open_idx), with whether a card payment of each is in process. Which of them the
 * customer owes and how they pay is the domain's (isOwedInvoice, debtWay over isInvoicePayable).
 */
export function pendingInvoicesReader(db: Database) {
  return async (userId: number): Promise<TPendingInvoice[]> => {
    const rows = await db
      .select({
        id: invoices.id,
        number: invoices.number,
        kind: invoices.kind,
        contractName: invoices.contractName,
        date: invoices.invoiceDate,
        startDate: invoices.startDate,
        endDate: invoices.endDate,
        amountTotal: invoices.amountTotal,
        amountPending: invoices.amountPending,
        paidStatus: invoices.paidStatus,
        rectificativeType: invoices.rectificativeType,
        // Written out: in a one-table select Drizzle names columns without their table, and `id` would be the payment's.
        paymentInProcess: sql<boolean>`exists (select from ${payments} p where p.invoice_id = "invoices"."id" and p.status = 'processing')`,
      })
      .from(invoices)
      .where(and(ownedBy(invoices.customerId, userId), gt(invoices.amountPending, 0)))
      .orderBy(desc(invoices.invoiceDate), desc(invoices.id));
    return rows.map((row) => ({ ...row, kind: row.kind as TInvoiceKind, paidStatus: row.paidStatus as TPaidStatus }));
  };
}

/**
 * The last day each of the user's contracts was billed to, on its own invoices or as a point of a
 * multipoint one: its billing period in course starts the next day. Contracts never billed are
 * absent. An invoice that bills no days (a new contract's initial payment) says nothing of it.
 */
export function lastBilledDaysReader(db: Database) {
  return async (userId: number, contractIds: readonly number[]): Promise<Map<number, string>> => {
    if (contractIds.length === 0) return new Map();
    const ids = sql.join(
      contractIds.map((id) => sql`${id}`),
      sql`, `,
    );
    const rows = await db.execute(sql`
      select contract_id, max(end_date)::text as last from (
        select ${invoices.contractId} as contract_id, ${invoices.endDate} as end_date from ${invoices}
        where ${eq(invoices.customerId, customerOfUser(userId))} and ${invoices.contractId} in (${ids})
          and (${invoices.computation}->>'days')::int > 0
        union all
        select ${invoicePoints.contractId}, ${invoices.endDate} from ${invoicePoints}
        join ${invoices} on ${invoices.id} = ${invoicePoints.invoiceId}
        where ${eq(invoices.customerId, customerOfUser(userId))} and ${invoicePoints.contractId} in (${ids})
      ) billed group by contract_id`);
    return new Map(rowsOf<{ contract_id: number; last: string }>(rows).map((row) => [row.contract_id, row.last]));
  };
}
