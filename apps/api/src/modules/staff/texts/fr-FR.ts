import type { StaffTexts } from './staff-texts.ts';

/** French words of the staff interface (the mail of a reply or a new outcome). */
export const STAFF_FR_FR: StaffTexts = {
  caseAnsweredMail: {
    replySubject: (n) => `Réponse à votre demande ${n}`,
    outcomeSubject: (n) => `Votre demande ${n} a changé de statut`,
    replyIntro: (n, label) => `${label} a répondu à votre demande ${n} :`,
    outcomeIntro: (n) => `Le statut de votre demande ${n} est désormais :`,
    outcomes: {
      accepted: 'Acceptée',
      denied: 'Refusée',
      additional_information_needed: 'Informations complémentaires nécessaires',
      being_processed: 'En cours de traitement',
      in_process: 'En cours',
    },
    action: 'Voir la demande',
    automatic: 'Ce message a été envoyé automatiquement ; merci de ne pas y répondre : répondez depuis la demande sur le portail.',
  },
};
