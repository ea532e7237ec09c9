import type { InvoicesTexts } from './invoices-texts.ts';

/** German words of the invoice issued mail. */
export const INVOICES_DE_DE: InvoicesTexts = {
  issuedMail: {
    subject: (invoice) => `Ihre Rechnung ${invoice} ist verfügbar`,
    intro: (contract) =>
      `Wir haben eine neue Rechnung für den Vertrag ${contract} ausgestellt. Sie können sie in Ihren Rechnungen im Portal ansehen und herunterladen.`,
    number: 'Rechnung',
    date: 'Rechnungsdatum',
    amount: 'Betrag',
    action: 'Mitteilungen zum Vertrag ansehen',
  },
};
