/** The words of sign-up, in the six languages of the portal. */
export interface SignupTexts {
  /**
   * What POST signup/confirm answers in result.render (customer-area §7), as the spec's backend
   * renders them. One text for every mismatch of tax id, contract, invoice number or an e-mail not
   * on file, so the answer never tells which of them is wrong (no probing of customers).
   */
  dataMismatch: string;
  alreadyRegistered: string;
  /** The confirmation, plain text: the web shows it as text, never as HTML. */
  mailed: (email: string, hours: number) => string;
  /** The mail with the activation link (activation-mail.ts). */
  activationMail: {
    subject: (organisation: string) => string;
    intro: string;
    validity: (hours: number) => string;
    action: string;
    ignore: string;
  };
  /** The warning to the addresses on file after an attempt with another one (attempt-mail.ts). */
  attemptMail: {
    subject: string;
    attempt: (when: string) => string;
    nothingOpened: string;
    whatToDo: string;
  };
}
