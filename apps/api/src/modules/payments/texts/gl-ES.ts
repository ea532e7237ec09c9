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
