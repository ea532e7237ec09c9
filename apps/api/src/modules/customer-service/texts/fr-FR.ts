import type { CustomerServiceTexts } from './customer-service-texts.ts';

/** French words of customer service (the acknowledgement of a case). */
export const CUSTOMER_SERVICE_FR_FR: CustomerServiceTexts = {
  caseReceivedMail: {
    subject: (n) => `Nous avons bien reçu votre demande (${n})`,
    received: (n) =>
      `Nous avons bien reçu votre demande. Son numéro de dossier est ${n} ; merci de le rappeler si vous nous écrivez à nouveau.`,
    subjectLine: 'Objet :',
    answer: 'Notre service client l’examinera et vous répondra dans les meilleurs délais.',
    notYou: 'Si vous ne nous avez pas écrit, ignorez ce message : quelqu’un a indiqué votre adresse dans notre formulaire de contact.',
    claim: {
      subject: (n) => `Nous avons bien reçu votre réclamation (${n})`,
      received: (n) =>
        `Nous avons bien reçu votre réclamation. Son numéro de dossier est ${n} ; merci de le rappeler si vous nous écrivez à nouveau.`,
      reasonLine: 'Motif :',
      answer: 'Notre service client l’examinera et vous répondra dans les meilleurs délais.',
    },
  },
};
