import type { InvoicesTexts } from './invoices-texts.ts';

/** Catalan words of the invoice issued mail. */
export const INVOICES_CA_ES: InvoicesTexts = {
  issuedMail: {
    subject: (invoice) => `Ja tens la factura ${invoice}`,
    intro: (contract) =>
      `T'hem emès una nova factura del contracte ${contract}. La pots veure i descarregar a les teves factures del portal.`,
    number: 'Factura',
    date: "Data d'emissió",
    amount: 'Import',
    action: 'Mira les comunicacions del contracte',
  },
};
