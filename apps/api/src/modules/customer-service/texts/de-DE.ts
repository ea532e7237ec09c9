import type { CustomerServiceTexts } from './customer-service-texts.ts';

/** German words of customer service (the acknowledgement of a case). */
export const CUSTOMER_SERVICE_DE_DE: CustomerServiceTexts = {
  caseReceivedMail: {
    subject: (n) => `Wir haben Ihre Anfrage erhalten (${n})`,
    received: (n) =>
      `Wir haben Ihre Anfrage erhalten. Die Vorgangsnummer lautet ${n}; bitte geben Sie sie an, wenn Sie uns erneut schreiben.`,
    subjectLine: 'Betreff:',
    answer: 'Unser Kundenservice wird sie prüfen und Ihnen so bald wie möglich antworten.',
    notYou:
      'Falls Sie uns nicht geschrieben haben, ignorieren Sie diese Nachricht: Jemand hat Ihre Adresse in unserem Kontaktformular angegeben.',
    claim: {
      subject: (n) => `Wir haben Ihre Reklamation erhalten (${n})`,
      received: (n) =>
        `Wir haben Ihre Reklamation erhalten. Die Vorgangsnummer lautet ${n}; bitte geben Sie sie an, wenn Sie uns erneut schreiben.`,
      reasonLine: 'Grund:',
      answer: 'Unser Kundenservice wird sie prüfen und Ihnen so bald wie möglich antworten.',
    },
  },
};
