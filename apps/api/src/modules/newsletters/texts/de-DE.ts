import type { NewslettersTexts } from './newsletters-texts.ts';

/** German words of the newsletters' mail. */
export const NEWSLETTERS_DE_DE: NewslettersTexts = {
  subscriptionMail: {
    subject: 'Ihr Newsletter-Abonnement',
    intro: 'Sie haben diese Newsletter abonniert:',
    action: 'Abonnements verwalten',
    unsubscribe: 'Über denselben Link können Sie sie jederzeit ändern oder abbestellen.',
    notYou: 'Falls Sie das nicht waren, öffnen Sie den Link und entfernen Sie alle Häkchen: Sie erhalten dann nichts mehr.',
  },
};
