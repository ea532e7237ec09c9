import type { CustomerServiceTexts } from './customer-service-texts.ts';

/** Catalan words of customer service (the acknowledgement of a case). */
export const CUSTOMER_SERVICE_CA_ES: CustomerServiceTexts = {
  caseReceivedMail: {
    subject: (n) => `Hem rebut la teva consulta (${n})`,
    received: (n) => `Hem rebut la teva consulta. El número de cas és ${n}; indica'l si ens tornes a escriure.`,
    subjectLine: 'Assumpte:',
    answer: 'El nostre equip d’atenció al client la revisarà i et respondrà al més aviat possible.',
    notYou: 'Si no ens has escrit, pots ignorar aquest missatge: algú ha indicat la teva adreça en el formulari de contacte.',
    claim: {
      subject: (n) => `Hem rebut la teva reclamació (${n})`,
      received: (n) => `Hem rebut la teva reclamació. El número de cas és ${n}; indica’l si ens tornes a escriure.`,
      reasonLine: 'Motiu:',
      answer: 'El nostre equip d’atenció al client l’estudiarà i et respondrà al més aviat possible.',
    },
  },
};
