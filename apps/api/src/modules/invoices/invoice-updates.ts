import { initialPaymentComputation } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { invoices } from '../../db/schema/index.ts';

/** A line of an invoice's payment history: the day and what paid it. */
export interface SettledEntry {
  changeDate: string;
  description: string;
}

/** A new contract's initial payment, as printed on the invoice that asks it. */
export interface InitialPaymentInvoice {
  customerId: number;
  contractId: number;
  kind: 'electricity' | 'gas';
  contractName: string;
  cupsName: string;
  cupsAddress: string;
  payerVat: string;
  addressInvoiceId: number | null;
  /** Euros, tax included, as the product offer states it. */
  amount: number;
  /** YYYY-MM-DD, in Madrid: the day it is asked. */
  day: string;
}

/** The number of a contract's initial-payment invoice: one per contract, its own series beside the back office's. */
export const initialPaymentNumber = (contractName: string) => `INI-${contractName}`;

/**
 * The writes of invoices another module makes in its own transaction, the only ones in the
 * portal: a successful card payment settles its invoice (modules/payments, with the attempt's
 * outcome); a contract made by the contracting wizards asks the initial payment its product
 * sets (modules/contracting, in the confirmation's transaction). Every other invoice is the back
 * office's.
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

  /**
   * The pending invoice of a new contract's initial payment, which the customer pays by card like
   * any other (docs/contracting.md, "The initial payment").
   */
  async issueInitialPayment(exec: Executor, input: InitialPaymentInvoice): Promise<{ id: number; number: string; amount: number }> {
    const computation = initialPaymentComputation(input.amount, input.day);
    const number = initialPaymentNumber(input.contractName);
    const [row] = await exec
      .insert(invoices)
      .values({
        customerId: input.customerId,
        kind: input.kind,
        contractId: input.contractId,
        contractName: input.contractName,
        cupsName: input.cupsName,
        cupsAddress: input.cupsAddress,
        payerVat: input.payerVat,
        number,
        invoiceDate: input.day,
        startDate: input.day,
        endDate: input.day,
        energyKwh: 0,
        amountTotal: computation.total,
        amountPending: computation.total,
        // Paid by the customer (card or transfer), never by the direct debit of an account not yet in use.
        paidStatus: 'pending_transfer',
        addressInvoiceId: input.addressInvoiceId,
        computation,
      })
      .returning({ id: invoices.id });
    if (!row) throw new Error('initial payment invoice not inserted');
    return { id: row.id, number, amount: computation.total };
  },
};
