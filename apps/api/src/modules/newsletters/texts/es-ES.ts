import type { NewslettersTexts } from './newsletters-texts.ts';

/** Spanish words of the newsletters' mail. */
export const NEWSLETTERS_ES_ES: NewslettersTexts = {
  subscriptionMail: {
    subject: 'Tu suscripción a los boletines',
    intro: 'Te has suscrito a estos boletines:',
    action: 'Gestiona tus suscripciones',
    unsubscribe: 'Con el mismo enlace puedes cambiarlas o darte de baja cuando quieras.',
    notYou: 'Si no has sido tú, abre el enlace y desmárcalo todo: no recibirás nada más.',
  },
};
