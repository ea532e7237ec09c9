import type { StaffTexts } from './staff-texts.ts';

/** Spanish words of the staff interface (the mail of a reply or a new outcome). */
export const STAFF_ES_ES: StaffTexts = {
  caseAnsweredMail: {
    replySubject: (n) => `Respuesta a tu solicitud ${n}`,
    outcomeSubject: (n) => `Tu solicitud ${n} ha cambiado de estado`,
    replyIntro: (n, label) => `${label} ha respondido a tu solicitud ${n}:`,
    outcomeIntro: (n) => `El estado de tu solicitud ${n} ahora es:`,
    outcomes: {
      accepted: 'Aceptada',
      denied: 'Denegada',
      additional_information_needed: 'Se necesita más información',
      being_processed: 'En tramitación',
      in_process: 'En curso',
    },
    action: 'Ver la solicitud',
    automatic: 'Este mensaje se ha enviado automáticamente; por favor, no lo respondas: responde desde la solicitud en el portal.',
  },
};
