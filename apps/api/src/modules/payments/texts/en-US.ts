import type { PaymentMailTexts } from './payment-mail-texts.ts';
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

/** English words of the payment mails. */
export const PAYMENT_MAILS_EN_US: PaymentMailTexts = {
  succeeded: {
    subject: (invoice) => `We have received the payment of invoice ${invoice}`,
    intro: (invoice, amount, contract) =>
      `We have received your card payment of ${amount} for invoice ${invoice} of contract ${contract}. Thank you!`,
  },
  failed: {
    subject: (invoice) => `The payment of invoice ${invoice} did not go through`,
    intro: (invoice, amount, contract) =>
      `Your card payment of ${amount} for invoice ${invoice} of contract ${contract} was not completed.`,
    again: 'Nothing was charged: you can try again from your invoices.',
  },
  action: "See the contract's communications",
};
