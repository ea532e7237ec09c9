import type { TLanguage } from '@portal/domain';
import { oneLine, renderFramedMail } from './mail-frame.ts';
import type { RenderedMail } from './rendered-mail.ts';

/**
 * The acknowledgement of a case sent through a contact form (customer-area §3: a case has
 * mails): its number, what the customer called it, and that customer service will answer.
 * Every value comes from the customer (the subject) or the settings: escaped, never HTML.
 */
export interface CaseReceivedData {
  /** The case number (`CON-2026-000123`), which the customer quotes to customer service. */
  caseNumber: string;
  /** The subject the customer gave the case. */
  caseSubject: string;
  /** Whom to greet (the signed-in customer); a visitor is greeted without a name. */
  name?: string | undefined;
  /** The retailer's name, which signs the mail. */
  organisation: string;
}

interface Texts {
  subject: (number: string) => string;
  received: (number: string) => string;
  subjectLine: string;
  answer: string;
}

const TEXTS: Record<TLanguage, Texts> = {
  'ca-ES': {
    subject: (n) => `Hem rebut la vostra consulta (${n})`,
    received: (n) => `Hem rebut la vostra consulta. El número de cas és ${n}; indiqueu-lo si ens torneu a escriure.`,
    subjectLine: 'Assumpte:',
    answer: 'El nostre equip d’atenció al client la revisarà i us respondrà al més aviat possible.',
  },
  'es-ES': {
    subject: (n) => `Hemos recibido su consulta (${n})`,
    received: (n) => `Hemos recibido su consulta. El número de caso es ${n}; indíquelo si nos vuelve a escribir.`,
    subjectLine: 'Asunto:',
    answer: 'Nuestro equipo de atención al cliente la revisará y le responderá lo antes posible.',
  },
  'en-US': {
    subject: (n) => `We have received your enquiry (${n})`,
    received: (n) => `We have received your enquiry. Its case number is ${n}; please quote it if you write to us again.`,
    subjectLine: 'Subject:',
    answer: 'Our customer service team will review it and answer you as soon as possible.',
  },
  'gl-ES': {
    subject: (n) => `Recibimos a súa consulta (${n})`,
    received: (n) => `Recibimos a súa consulta. O número de caso é ${n}; indíqueo se nos volve escribir.`,
    subjectLine: 'Asunto:',
    answer: 'O noso equipo de atención ao cliente revisaraa e responderalle canto antes.',
  },
  'fr-FR': {
    subject: (n) => `Nous avons bien reçu votre demande (${n})`,
    received: (n) =>
      `Nous avons bien reçu votre demande. Son numéro de dossier est ${n} ; merci de le rappeler si vous nous écrivez à nouveau.`,
    subjectLine: 'Objet :',
    answer: 'Notre service client l’examinera et vous répondra dans les meilleurs délais.',
  },
  'de-DE': {
    subject: (n) => `Wir haben Ihre Anfrage erhalten (${n})`,
    received: (n) =>
      `Wir haben Ihre Anfrage erhalten. Die Vorgangsnummer lautet ${n}; bitte geben Sie sie an, wenn Sie uns erneut schreiben.`,
    subjectLine: 'Betreff:',
    answer: 'Unser Kundenservice wird sie prüfen und Ihnen so bald wie möglich antworten.',
  },
};

/** The case's own words in the frame (mail-frame.ts): greeting, signature and escaping live there. */
export function caseReceivedTemplate(data: CaseReceivedData, language: TLanguage): RenderedMail {
  const t = TEXTS[language];
  // The number and the customer's subject stand in the subject header, so they are one line everywhere.
  const number = oneLine(data.caseNumber);
  return renderFramedMail({ language, subject: t.subject(number), name: data.name, organisation: data.organisation }, [
    { kind: 'paragraph', text: t.received(number) },
    { kind: 'labelled', label: t.subjectLine, text: oneLine(data.caseSubject) },
    { kind: 'paragraph', text: t.answer },
  ]);
}
