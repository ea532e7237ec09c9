import type { PaymentMailTexts } from './payment-mail-texts.ts';
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

/** Spanish words of the payment mails. */
export const PAYMENT_MAILS_ES_ES: PaymentMailTexts = {
  succeeded: {
    subject: (invoice) => `Hemos recibido el pago de la factura ${invoice}`,
    intro: (invoice, amount, contract) =>
      `Hemos recibido tu pago con tarjeta de ${amount} de la factura ${invoice} del contrato ${contract}. ¡Gracias!`,
  },
  failed: {
    subject: (invoice) => `No se ha podido cobrar la factura ${invoice}`,
    intro: (invoice, amount, contract) =>
      `El pago con tarjeta de ${amount} de la factura ${invoice} del contrato ${contract} no se ha completado.`,
    again: 'No se te ha cobrado nada: puedes volver a intentarlo desde tus facturas.',
  },
  action: 'Ver las comunicaciones del contrato',
};
