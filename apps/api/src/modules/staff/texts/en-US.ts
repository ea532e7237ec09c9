import type { StaffTexts } from './staff-texts.ts';

/** English words of the staff interface (the mail of a reply or a new outcome). */
export const STAFF_EN_US: StaffTexts = {
  caseAnsweredMail: {
    replySubject: (n) => `Reply to your request ${n}`,
    outcomeSubject: (n) => `Your request ${n} has a new status`,
    replyIntro: (n, label) => `${label} has replied to your request ${n}:`,
    outcomeIntro: (n) => `The status of your request ${n} is now:`,
    outcomes: {
      accepted: 'Accepted',
      denied: 'Denied',
      additional_information_needed: 'Additional information needed',
      being_processed: 'Being processed',
      in_process: 'In process',
    },
    action: 'View the request',
    automatic: 'This message was sent automatically; please do not reply to it: reply from the request in the portal.',
  },
};
