import type { StaffTexts } from './staff-texts.ts';

/** Galician words of the staff interface (the mail of a reply or a new outcome). */
export const STAFF_GL_ES: StaffTexts = {
  caseAnsweredMail: {
    replySubject: (n) => `Resposta á túa solicitude ${n}`,
    outcomeSubject: (n) => `A túa solicitude ${n} cambiou de estado`,
    replyIntro: (n, label) => `${label} respondeu á túa solicitude ${n}:`,
    outcomeIntro: (n) => `O estado da túa solicitude ${n} agora é:`,
    outcomes: {
      accepted: 'Aceptada',
      denied: 'Denegada',
      additional_information_needed: 'Precísase máis información',
      being_processed: 'En tramitación',
      in_process: 'En curso',
    },
    action: 'Ver a solicitude',
    automatic: 'Esta mensaxe enviouse automaticamente; por favor, non a respondas: responde desde a solicitude no portal.',
  },
};
