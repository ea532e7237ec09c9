import { isCancellingInvoice, type TPaidStatus, type TRectificativeType } from './invoice-kinds.ts';

export const INVOICE_STATUS_LABELS = [
  'paid',
  'refunded',
  'pending_collection',
  'pending_payment',
  'pending_refund',
  'unpaid',
  'partially_paid',
] as const;
export type TInvoiceStatusLabel = (typeof INVOICE_STATUS_LABELS)[number];

export interface TInvoiceStatusInput {
  paid_status: TPaidStatus;
  rectificative_type: TRectificativeType;
  amount_total: number;
  amount_pending: number;
}

// States in which money is still expected to move, either from the bank, the customer or to the customer.
const PENDING_STATUSES: readonly TPaidStatus[] = ['pending_remesa', 'pending_transfer', 'manual_verification_required'];

// Amounts are euros with cents; comparing cents keeps binary float noise from reading as a partial payment.
const sameCents = (a: number, b: number) => Math.round(a * 100) === Math.round(b * 100);

export function isPendingPaidStatus(status: TPaidStatus): boolean {
  return PENDING_STATUSES.includes(status);
}

/**
 * The status shown for an invoice (customer-area §4). Cancelling invoices owe money to the customer,
 * so while pending they wait for a refund and once settled they read as refunded (A; a B is replaced
 * by its substitute and reads as paid). An unpaid invoice of which something was paid is partial.
 */
export function invoiceStatusLabel(invoice: TInvoiceStatusInput): TInvoiceStatusLabel {
  const { paid_status: status, rectificative_type: rectificative } = invoice;
  if (isCancellingInvoice(rectificative) && isPendingPaidStatus(status)) return 'pending_refund';
  const settled = status === 'paid' || status === 'paid_without_transaction';
  if (rectificative === 'A' && settled) return 'refunded';
  if (status === 'unpaid') return sameCents(invoice.amount_pending, invoice.amount_total) ? 'unpaid' : 'partially_paid';
  if (status === 'pending_remesa') return 'pending_collection';
  if (settled) return 'paid';
  return 'pending_payment';
}

/**
 * What the portal shows: the books' status, except that
 * - an invoice whose card payment awaits its answer (online_payment.payment_in_process) reads
 *   "payment in process", not unpaid, until the attempt is decided: the provider was asked, and a
 *   second payment must not be invited;
 * - an invoice in manual verification reads "payment being verified": a payment arrived and is
 *   checked by hand, so it is not payable, and "pending payment" (customer-area §4's label, which
 *   it shares with a transfer the customer still owes) would read as if it were.
 * The invoice PDF prints the same, but for the card payment in process, which paper outlives
 * (invoicePaperStatus).
 */
export type TInvoiceShownStatus = TInvoiceStatusLabel | 'payment_in_process' | 'payment_being_verified';

export function invoiceShownStatus(invoice: TInvoiceStatusInput & { payment_in_process?: boolean }): TInvoiceShownStatus {
  const settled = invoice.paid_status === 'paid' || invoice.paid_status === 'paid_without_transaction';
  if (invoice.payment_in_process && !settled) return 'payment_in_process';
  const label = invoiceStatusLabel(invoice);
  if (label === 'pending_payment' && invoice.paid_status === 'manual_verification_required') return 'payment_being_verified';
  return label;
}

/** Catalogue key of a status label (invoices.json). */
export function invoiceStatusMessageKey<L extends TInvoiceShownStatus>(label: L): `invoice_status_${L}` {
  return `invoice_status_${label}`;
}

/** The status printed on the invoice's PDF: the one shown, but for a card payment in process, which the paper would outlive. */
export type TInvoicePaperStatus = TInvoiceStatusLabel | 'payment_being_verified';

export function invoicePaperStatus(invoice: TInvoiceStatusInput): TInvoicePaperStatus {
  return invoiceShownStatus(invoice) as TInvoicePaperStatus;
}
