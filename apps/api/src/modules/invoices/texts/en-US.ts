import type { InvoicesTexts } from './invoices-texts.ts';

/** English words of the invoice issued mail. */
export const INVOICES_EN_US: InvoicesTexts = {
  issuedMail: {
    subject: (invoice) => `Your invoice ${invoice} is ready`,
    intro: (contract) =>
      `We have issued a new invoice for contract ${contract}. You can see and download it in your invoices on the portal.`,
    number: 'Invoice',
    date: 'Issue date',
    amount: 'Amount',
    action: "See the contract's communications",
  },
};
