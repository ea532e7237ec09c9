/** The words of the newsletters' mail, in the six languages of the portal. */
export interface NewslettersTexts {
  /** The confirmation of a subscription, with the link to manage it (subscription-mail.ts). */
  subscriptionMail: {
    subject: string;
    intro: string;
    action: string;
    unsubscribe: string;
    notYou: string;
  };
}
