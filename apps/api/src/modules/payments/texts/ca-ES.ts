import type { PaymentMailTexts } from './payment-mail-texts.ts';
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

/** Catalan words of the payment mails. */
export const PAYMENT_MAILS_CA_ES: PaymentMailTexts = {
  succeeded: {
    subject: (invoice) => `Hem rebut el pagament de la factura ${invoice}`,
    intro: (invoice, amount, contract) =>
      `Hem rebut el teu pagament amb targeta de ${amount} de la factura ${invoice} del contracte ${contract}. Gràcies!`,
  },
  failed: {
    subject: (invoice) => `No s'ha pogut cobrar la factura ${invoice}`,
    intro: (invoice, amount, contract) =>
      `El pagament amb targeta de ${amount} de la factura ${invoice} del contracte ${contract} no s'ha completat.`,
    again: "No se t'ha cobrat res: pots tornar-ho a provar des de les teves factures.",
  },
  action: 'Mira les comunicacions del contracte',
};
