import { GATES } from '../shell/gates.ts';
import { isCancellingInvoice, type TPaidStatus, type TRectificativeType } from './invoice-kinds.ts';

export interface TInvoicePayableInput {
  paid_status: TPaidStatus;
  rectificative_type: TRectificativeType;
  amount_pending: number;
  /** A card payment awaits its answer: not payable until it is decided. */
  payment_in_process?: boolean;
}

// Only states in which the customer is the one expected to pay: a bank remittance is collected by
// the bank, and a manual verification means a payment already arrived and is being checked.
// Exported for the one other place that applies this rule: the invoice list, which PostgreSQL
// writes as JSON (apps/api invoice-json-sql.ts, held to this function by the API tests).
export const CUSTOMER_PAYS: readonly TPaidStatus[] = ['pending_transfer', 'unpaid'];

/** Whether the customer can pay this invoice by card; the API sets online_payment.payment_enabled from it. */
export function isInvoicePayable(invoice: TInvoicePayableInput): boolean {
  return (
    invoice.amount_pending > 0 &&
    CUSTOMER_PAYS.includes(invoice.paid_status) &&
    !isCancellingInvoice(invoice.rectificative_type) &&
    invoice.payment_in_process !== true
  );
}

/** What the pay button charges: the pending amount of a payable invoice, nothing otherwise. */
export function invoiceAmountToPay(invoice: TInvoicePayableInput): number {
  return isInvoicePayable(invoice) ? invoice.amount_pending : 0;
}

/**
 * Online payment needs the deployment's switch and the invoice's own flag (customer-area §6), and
 * no payment of the invoice in process (the pay button is not offered meanwhile).
 */
export function canPayOnline(
  settings: { invoices: { enablePayment: boolean } },
  invoice: { online_payment: { payment_enabled: boolean; payment_in_process?: boolean | undefined } },
): boolean {
  return (
    GATES.onlinePayment.open(settings) &&
    invoice.online_payment.payment_enabled === true &&
    invoice.online_payment.payment_in_process !== true
  );
}
