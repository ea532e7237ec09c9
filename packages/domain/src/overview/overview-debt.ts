import { isCancellingInvoice, type TInvoiceKind } from '../invoices/invoice-kinds.ts';
import { isInvoicePayable, type TInvoicePayableInput } from '../invoices/invoice-payable.ts';
import { payInvoiceAction, seeInvoiceAction } from './overview-actions.ts';
import type { DEBT_WAYS, TOverviewAction } from './overview-schemas.ts';

export type TDebtWay = (typeof DEBT_WAYS)[number];

/**
 * What the customer owes (the overview's first card, docs/overview.md): invoices with something
 * pending that are not cancelling ones (an A or B rectification owes the customer, customer-area
 * §4), whatever their state, so the total is all that is still to be paid.
 */
export function isOwedInvoice(invoice: Pick<TInvoicePayableInput, 'amount_pending' | 'rectificative_type' | 'paid_status'>): boolean {
  return (
    invoice.amount_pending > 0 &&
    !isCancellingInvoice(invoice.rectificative_type) &&
    invoice.paid_status !== 'paid' &&
    invoice.paid_status !== 'paid_without_transaction'
  );
}

/**
 * How an owed invoice gets paid: by card now (the invoices' isInvoicePayable and the deployment's
 * invoices.enablePayment, customer-area §6), a card payment awaiting its answer, the bank's
 * collection (pending_remesa), a payment already arrived and checked by hand, or else by transfer.
 */
export function debtWay(invoice: TInvoicePayableInput, paymentEnabled: boolean): TDebtWay {
  if (invoice.payment_in_process) return 'payment_in_process';
  if (paymentEnabled && isInvoicePayable(invoice)) return 'card';
  if (invoice.paid_status === 'pending_remesa') return 'direct_debit';
  if (invoice.paid_status === 'manual_verification_required') return 'being_checked';
  return 'transfer';
}

/** The one action of an owed invoice: Pay when it can be paid by card, else a look at it. */
export function debtAction(invoice: { number: string; kind: TInvoiceKind }, way: TDebtWay): TOverviewAction {
  return way === 'card' ? payInvoiceAction(invoice) : seeInvoiceAction(invoice);
}
