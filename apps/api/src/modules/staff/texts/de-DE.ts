import type { StaffTexts } from './staff-texts.ts';

/** German words of the staff interface (the mail of a reply or a new outcome). */
export const STAFF_DE_DE: StaffTexts = {
  caseAnsweredMail: {
    replySubject: (n) => `Antwort auf Ihre Anfrage ${n}`,
    outcomeSubject: (n) => `Neuer Status Ihrer Anfrage ${n}`,
    replyIntro: (n, label) => `${label} hat auf Ihre Anfrage ${n} geantwortet:`,
    outcomeIntro: (n) => `Der Status Ihrer Anfrage ${n} lautet jetzt:`,
    outcomes: {
      accepted: 'Angenommen',
      denied: 'Abgelehnt',
      additional_information_needed: 'Weitere Informationen erforderlich',
      being_processed: 'In Bearbeitung',
      in_process: 'Eingegangen',
    },
    action: 'Anfrage ansehen',
    automatic: 'Diese Nachricht wurde automatisch versendet; bitte antworten Sie nicht darauf, sondern über die Anfrage im Portal.',
  },
};
