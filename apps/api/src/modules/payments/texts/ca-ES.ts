import type { ReceiptLabels } from './receipt-labels.ts';

/** Catalan words of the payment receipt and of the invoice concept. */
export const RECEIPT_CA_ES: ReceiptLabels = {
  fileName: 'rebut',
  title: 'Rebut de pagament',
  subtitle: 'Pagament amb targeta en línia',
  transactionId: 'Número de transacció',
  date: 'Data del pagament',
  amount: 'Import',
  status: 'Estat',
  paid: 'Pagat',
  invoiceNumber: 'Número de factura',
  concept: 'Concepte',
  card: 'Targeta',
  paymentType: 'Forma de pagament',
  cardPayment: 'Targeta',
  payer: 'Titular',
  taxId: 'NIF',
  paidBy: 'Pagat per',
  invoiceKinds: { electricity: "Factura d'electricitat", gas: 'Factura de gas', multipoint: 'Factura multipunt' },
  note: 'Aquest rebut acredita el pagament de la factura indicada.',
};
