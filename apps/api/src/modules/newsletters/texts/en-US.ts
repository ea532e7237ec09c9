import type { NewslettersTexts } from './newsletters-texts.ts';

/** English words of the newsletters' mail. */
export const NEWSLETTERS_EN_US: NewslettersTexts = {
  subscriptionMail: {
    subject: 'Your newsletter subscription',
    intro: 'You have subscribed to these newsletters:',
    action: 'Manage your subscriptions',
    unsubscribe: 'With the same link you can change them or unsubscribe whenever you like.',
    notYou: 'If this was not you, open the link and untick everything: you will receive nothing more.',
  },
};
