import type { CustomerServiceTexts } from './customer-service-texts.ts';

/** Galician words of customer service (the acknowledgement of a case). */
export const CUSTOMER_SERVICE_GL_ES: CustomerServiceTexts = {
  caseReceivedMail: {
    subject: (n) => `Recibimos a túa consulta (${n})`,
    received: (n) => `Recibimos a túa consulta. O número de caso é ${n}; indícao se nos volves escribir.`,
    subjectLine: 'Asunto:',
    answer: 'O noso equipo de atención ao cliente revisaraa e responderache canto antes.',
    notYou: 'Se non nos escribiches, podes ignorar esta mensaxe: alguén indicou o teu enderezo no formulario de contacto.',
    claim: {
      subject: (n) => `Recibimos a túa reclamación (${n})`,
      received: (n) => `Recibimos a túa reclamación. O número de caso é ${n}; indícao se nos volves escribir.`,
      reasonLine: 'Motivo:',
      answer: 'O noso equipo de atención ao cliente estudaraa e responderache canto antes.',
    },
  },
};
