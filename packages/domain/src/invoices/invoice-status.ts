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

/** Catalogue key of a status label (invoices.json). */
export function invoiceStatusMessageKey(label: TInvoiceStatusLabel): `invoice_status_${TInvoiceStatusLabel}` {
  return `invoice_status_${label}`;
}
