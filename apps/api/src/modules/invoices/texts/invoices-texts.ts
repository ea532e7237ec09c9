/** The words the invoices module sends to customers (the invoice issued mail), in the six languages of the portal. */
export interface InvoicesTexts {
  issuedMail: {
    subject: (invoice: string) => string;
    intro: (contract: string) => string;
    number: string;
    date: string;
    amount: string;
    action: string;
  };
}
