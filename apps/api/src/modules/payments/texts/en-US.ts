import type { ReceiptLabels } from './receipt-labels.ts';

/** English words of the payment receipt and of the invoice concept. */
export const RECEIPT_EN_US: ReceiptLabels = {
  fileName: 'receipt',
  title: 'Payment receipt',
  subtitle: 'Online card payment',
  transactionId: 'Transaction number',
  date: 'Payment date',
  amount: 'Amount',
  status: 'Status',
  paid: 'Paid',
  invoiceNumber: 'Invoice number',
  concept: 'Concept',
  card: 'Card',
  paymentType: 'Payment method',
  cardPayment: 'Card',
  payer: 'Holder',
  taxId: 'Tax ID',
  paidBy: 'Paid by',
  invoiceKinds: { electricity: 'Electricity invoice', gas: 'Gas invoice', multipoint: 'Multipoint invoice' },
  note: 'This receipt confirms the payment of the invoice shown.',
};
