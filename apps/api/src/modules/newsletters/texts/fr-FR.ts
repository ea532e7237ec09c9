import type { NewslettersTexts } from './newsletters-texts.ts';

/** French words of the newsletters' mail. */
export const NEWSLETTERS_FR_FR: NewslettersTexts = {
  subscriptionMail: {
    subject: 'Votre abonnement aux lettres d’information',
    intro: 'Vous êtes abonné à ces lettres d’information :',
    action: 'Gérer vos abonnements',
    unsubscribe: 'Avec le même lien, vous pouvez les modifier ou vous désabonner quand vous le souhaitez.',
    notYou: 'Si ce n’était pas vous, ouvrez le lien et décochez tout : vous ne recevrez plus rien.',
  },
};
