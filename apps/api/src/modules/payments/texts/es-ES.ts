import type { ReceiptLabels } from './receipt-labels.ts';

/** Spanish words of the payment receipt and of the invoice concept. */
export const RECEIPT_ES_ES: ReceiptLabels = {
  fileName: 'recibo',
  title: 'Recibo de pago',
  subtitle: 'Pago con tarjeta en línea',
  transactionId: 'Número de transacción',
  date: 'Fecha del pago',
  amount: 'Importe',
  status: 'Estado',
  paid: 'Pagado',
  invoiceNumber: 'Número de factura',
  concept: 'Concepto',
  card: 'Tarjeta',
  paymentType: 'Forma de pago',
  cardPayment: 'Tarjeta',
  payer: 'Titular',
  taxId: 'NIF',
  paidBy: 'Pagado por',
  invoiceKinds: { electricity: 'Factura de electricidad', gas: 'Factura de gas', multipoint: 'Factura multipunto' },
  note: 'Este recibo acredita el pago de la factura indicada.',
};
