/** The words of password recovery, in the six languages of the portal. */
export interface PasswordResetTexts {
  /** The mail with the one-time link (reset-mail.ts). */
  resetMail: {
    subject: string;
    intro: string;
    action: string;
    validity: (minutes: number) => string;
    notYou: string;
  };
}
