import type { CustomerServiceTexts } from './customer-service-texts.ts';

/** Spanish words of customer service (the acknowledgement of a case). */
export const CUSTOMER_SERVICE_ES_ES: CustomerServiceTexts = {
  caseReceivedMail: {
    subject: (n) => `Hemos recibido su consulta (${n})`,
    received: (n) => `Hemos recibido su consulta. El número de caso es ${n}; indíquelo si nos vuelve a escribir.`,
    subjectLine: 'Asunto:',
    answer: 'Nuestro equipo de atención al cliente la revisará y le responderá lo antes posible.',
    notYou: 'Si no nos ha escrito, puede ignorar este mensaje: alguien ha indicado su dirección en el formulario de contacto.',
    claim: {
      subject: (n) => `Hemos recibido tu reclamación (${n})`,
      received: (n) => `Hemos recibido tu reclamación. El número de caso es ${n}; indícalo si nos vuelves a escribir.`,
      reasonLine: 'Motivo:',
      answer: 'Nuestro equipo de atención al cliente la estudiará y te responderá lo antes posible.',
    },
  },
};
