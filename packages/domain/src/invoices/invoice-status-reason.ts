import type { TInvoiceShownStatus } from './invoice-status.ts';

/**
 * Why an invoice that is not settled reads as it does and what, if anything, the customer has to
 * do: the states in which no Pay button is offered must say so, or "pending" reads as payable.
 */
export const INVOICE_STATUS_REASONS = [
  'pending_collection',
  'pending_payment_online',
  'pending_payment_transfer',
  'payment_being_verified',
  'payment_in_process',
  'pending_refund',
  'unpaid_contact',
] as const;
export type TInvoiceStatusReason = (typeof INVOICE_STATUS_REASONS)[number];

/**
 * The reason shown under an invoice's status, or null when the status says it all (paid,
 * refunded, or unpaid with the Pay button beside it). `payableOnline` is `canPayOnline` of the
 * invoice: a transfer still owed can be paid here or only by transfer.
 */
export function invoiceStatusReason(status: TInvoiceShownStatus, payableOnline: boolean): TInvoiceStatusReason | null {
  switch (status) {
    case 'pending_collection':
    case 'payment_being_verified':
    case 'payment_in_process':
    case 'pending_refund':
      return status;
    case 'pending_payment':
      return payableOnline ? 'pending_payment_online' : 'pending_payment_transfer';
    case 'unpaid':
    case 'partially_paid':
      return payableOnline ? null : 'unpaid_contact';
    case 'paid':
    case 'refunded':
      return null;
  }
}

/** Catalogue key of a reason (invoices.json). */
export function invoiceStatusReasonMessageKey<R extends TInvoiceStatusReason>(reason: R): `invoice_reason_${R}` {
  return `invoice_reason_${reason}`;
}
