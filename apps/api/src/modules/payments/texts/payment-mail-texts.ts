/** The words of the payment mails (payment-mail.ts), in the six languages of the portal. */
export interface PaymentMailTexts {
  succeeded: { subject: (invoice: string) => string; intro: (invoice: string, amount: string, contract: string) => string };
  failed: {
    subject: (invoice: string) => string;
    intro: (invoice: string, amount: string, contract: string) => string;
    again: string;
  };
  action: string;
}
