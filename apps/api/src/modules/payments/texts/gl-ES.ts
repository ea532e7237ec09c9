import type { PaymentMailTexts } from './payment-mail-texts.ts';
import type { ReceiptLabels } from './receipt-labels.ts';

/** Galician words of the payment receipt and of the invoice concept. */
export const RECEIPT_GL_ES: ReceiptLabels = {
  fileName: 'recibo',
  title: 'Recibo de pagamento',
  subtitle: 'Pagamento con tarxeta en liña',
  transactionId: 'Número de transacción',
  date: 'Data do pagamento',
  amount: 'Importe',
  status: 'Estado',
  paid: 'Pagado',
  invoiceNumber: 'Número de factura',
  concept: 'Concepto',
  card: 'Tarxeta',
  paymentType: 'Forma de pagamento',
  cardPayment: 'Tarxeta',
  payer: 'Titular',
  taxId: 'NIF',
  paidBy: 'Pagado por',
  invoiceKinds: { electricity: 'Factura de electricidade', gas: 'Factura de gas', multipoint: 'Factura multipunto' },
  note: 'Este recibo acredita o pagamento da factura indicada.',
};

/** Galician words of the payment mails. */
export const PAYMENT_MAILS_GL_ES: PaymentMailTexts = {
  succeeded: {
    subject: (invoice) => `Recibimos o pagamento da factura ${invoice}`,
    intro: (invoice, amount, contract) =>
      `Recibimos o teu pagamento con tarxeta de ${amount} da factura ${invoice} do contrato ${contract}. Grazas!`,
  },
  failed: {
    subject: (invoice) => `Non se puido cobrar a factura ${invoice}`,
    intro: (invoice, amount, contract) =>
      `O pagamento con tarxeta de ${amount} da factura ${invoice} do contrato ${contract} non se completou.`,
    again: 'Non se che cobrou nada: podes tentalo de novo desde as túas facturas.',
  },
  action: 'Ver as comunicacións do contrato',
};
