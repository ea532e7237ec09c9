import type { TCaseOutcome } from '@portal/domain';

/** The words staff actions send to customers, in the six languages of the portal. */
export interface StaffTexts {
  /** The mail of a staff reply or a new outcome (case-answered-mail.ts). */
  caseAnsweredMail: {
    replySubject: (n: string) => string;
    outcomeSubject: (n: string) => string;
    replyIntro: (n: string, label: string) => string;
    outcomeIntro: (n: string) => string;
    outcomes: Record<TCaseOutcome, string>;
    action: string;
    automatic: string;
  };
}
