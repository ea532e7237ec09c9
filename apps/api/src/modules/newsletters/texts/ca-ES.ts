import type { NewslettersTexts } from './newsletters-texts.ts';

/** Catalan words of the newsletters' mail. */
export const NEWSLETTERS_CA_ES: NewslettersTexts = {
  subscriptionMail: {
    subject: 'La teva subscripció als butlletins',
    intro: 'T’has subscrit a aquests butlletins:',
    action: 'Gestiona les teves subscripcions',
    unsubscribe: 'Amb el mateix enllaç pots canviar-les o donar-te de baixa quan vulguis.',
    notYou: 'Si no has estat tu, obre l’enllaç i desmarca-ho tot: no rebràs res més.',
  },
};
