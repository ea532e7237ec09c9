import type { InvoicesTexts } from './invoices-texts.ts';

/** Galician words of the invoice issued mail. */
export const INVOICES_GL_ES: InvoicesTexts = {
  issuedMail: {
    subject: (invoice) => `Xa tes a factura ${invoice}`,
    intro: (contract) => `Emitímosche unha nova factura do contrato ${contract}. Podes vela e descargala nas túas facturas do portal.`,
    number: 'Factura',
    date: 'Data de emisión',
    amount: 'Importe',
    action: 'Ver as comunicacións do contrato',
  },
};
