import type { NewslettersTexts } from './newsletters-texts.ts';

/** Galician words of the newsletters' mail. */
export const NEWSLETTERS_GL_ES: NewslettersTexts = {
  subscriptionMail: {
    subject: 'A túa subscrición aos boletíns',
    intro: 'Subscribícheste a estes boletíns:',
    action: 'Xestiona as túas subscricións',
    unsubscribe: 'Coa mesma ligazón podes cambialas ou darte de baixa cando queiras.',
    notYou: 'Se non fuches ti, abre a ligazón e desmárcao todo: non recibirás nada máis.',
  },
};
