import type { InvoicesTexts } from './invoices-texts.ts';

/** French words of the invoice issued mail. */
export const INVOICES_FR_FR: InvoicesTexts = {
  issuedMail: {
    subject: (invoice) => `Votre facture ${invoice} est disponible`,
    intro: (contract) =>
      `Nous avons émis une nouvelle facture pour le contrat ${contract}. Vous pouvez la consulter et la télécharger dans vos factures sur le portail.`,
    number: 'Facture',
    date: "Date d'émission",
    amount: 'Montant',
    action: 'Voir les communications du contrat',
  },
};
