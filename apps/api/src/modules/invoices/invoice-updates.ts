import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { invoices } from '../../db/schema/index.ts';

/** A line of an invoice's payment history: the day and what paid it. */
export interface SettledEntry {
  changeDate: string;
  description: string;
}

/**
 * The writes of invoices another module makes in its own transaction, the only ones in the
 * portal: a successful card payment settles its invoice (modules/payments, with the attempt's outcome).
 */
export const invoiceUpdates = {
  /** The invoice is paid: nothing pending, and a line in its payment history. */
  async settle(exec: Executor, invoiceId: number, entry: SettledEntry): Promise<void> {
    const line = JSON.stringify([{ change_date: entry.changeDate, pending_state: { ov_description: entry.description } }]);
    await exec
      .update(invoices)
      .set({
        amountPending: 0,
        paidStatus: 'paid',
        pendingStateHistory: sql`${invoices.pendingStateHistory} || ${line}::jsonb`,
      })
      .where(eq(invoices.id, invoiceId));
  },
};
