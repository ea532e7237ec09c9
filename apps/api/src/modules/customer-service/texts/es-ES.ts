import type { CustomerServiceTexts } from './customer-service-texts.ts';

/** Spanish words of customer service (the acknowledgement of a case). */
export const CUSTOMER_SERVICE_ES_ES: CustomerServiceTexts = {
  caseReceivedMail: {
    subject: (n) => `Hemos recibido tu consulta (${n})`,
    received: (n) => `Hemos recibido tu consulta. El número de caso es ${n}; indícalo si nos vuelves a escribir.`,
    subjectLine: 'Asunto:',
    answer: 'Nuestro equipo de atención al cliente la revisará y te responderá lo antes posible.',
    notYou: 'Si no nos has escrito, puedes ignorar este mensaje: alguien ha indicado tu dirección en el formulario de contacto.',
    claim: {
      subject: (n) => `Hemos recibido tu reclamación (${n})`,
      received: (n) => `Hemos recibido tu reclamación. El número de caso es ${n}; indícalo si nos vuelves a escribir.`,
      reasonLine: 'Motivo:',
      answer: 'Nuestro equipo de atención al cliente la estudiará y te responderá lo antes posible.',
    },
  },
};
