import type { StaffTexts } from './staff-texts.ts';

/** Catalan words of the staff interface (the mail of a reply or a new outcome). */
export const STAFF_CA_ES: StaffTexts = {
  caseAnsweredMail: {
    replySubject: (n) => `Resposta a la teva sol·licitud ${n}`,
    outcomeSubject: (n) => `La teva sol·licitud ${n} ha canviat d'estat`,
    replyIntro: (n, label) => `${label} ha respost la teva sol·licitud ${n}:`,
    outcomeIntro: (n) => `L'estat de la teva sol·licitud ${n} ara és:`,
    outcomes: {
      accepted: 'Acceptada',
      denied: 'Denegada',
      additional_information_needed: 'Cal més informació',
      being_processed: "S'està tramitant",
      in_process: 'En curs',
    },
    action: 'Mira la sol·licitud',
    automatic: "Aquest missatge s'ha enviat automàticament: no hi responguis; respon des de la sol·licitud al portal.",
  },
};
