/** The words customer service sends, in the six languages of the portal. */
export interface CustomerServiceTexts {
  /** The acknowledgement of a claim or a contact (case-received-mail.ts). */
  caseReceivedMail: {
    subject: (number: string) => string;
    received: (number: string) => string;
    subjectLine: string;
    answer: string;
    /** For a visitor's form only: the address was typed by whoever sent it. */
    notYou: string;
    /** An ATC claim's acknowledgement calls it a claim, not an enquiry; the line names its reason (the subtype). */
    claim: {
      subject: (number: string) => string;
      received: (number: string) => string;
      reasonLine: string;
      answer: string;
    };
  };
}
