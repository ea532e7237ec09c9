import type { TInvoiceKind } from '@portal/domain';

/** The words of the payment receipt and of the invoice concept, in the six languages of the portal. */
export interface ReceiptLabels {
  fileName: string;
  title: string;
  subtitle: string;
  transactionId: string;
  date: string;
  amount: string;
  status: string;
  paid: string;
  invoiceNumber: string;
  concept: string;
  card: string;
  paymentType: string;
  cardPayment: string;
  payer: string;
  taxId: string;
  paidBy: string;
  invoiceKinds: Record<TInvoiceKind, string>;
  note: string;
}
