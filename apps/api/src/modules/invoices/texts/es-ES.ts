import type { InvoicesTexts } from './invoices-texts.ts';

/** Spanish words of the invoice issued mail. */
export const INVOICES_ES_ES: InvoicesTexts = {
  issuedMail: {
    subject: (invoice) => `Ya tienes la factura ${invoice}`,
    intro: (contract) =>
      `Te hemos emitido una nueva factura del contrato ${contract}. Puedes verla y descargarla en tus facturas del portal.`,
    number: 'Factura',
    date: 'Fecha de emisión',
    amount: 'Importe',
    action: 'Ver las comunicaciones del contrato',
  },
};
