import type { TLanguage } from '@portal/domain';
import { type MailBlock, oneLine, renderFramedMail } from './mail-frame.ts';
import type { RenderedMail } from './rendered-mail.ts';

/**
 * The acknowledgement of a case (customer-area §3: a case has mails): its number, what the
 * customer called it, and that customer service will answer. A signed-in customer's mail goes to
 * the address on file and may quote their own subject back to them (escaped, never HTML). A
 * visitor's goes to whatever address was typed, which nobody has proved is theirs, so it quotes
 * nothing the visitor wrote (no subject, no name, no text, no file name): otherwise anyone could
 * make the retailer's sender carry their words ("Refund pending: confirm your card at https://…")
 * to any mailbox. It then says what to do if the reader never wrote.
 */
export interface CaseReceivedData {
  /** The case number (`CON-2026-000123`), which the customer quotes to customer service. */
  caseNumber: string;
  /** What the signed-in customer called the case. Never a visitor's: leave it out for the unsigned form. */
  caseSubject?: string | undefined;
  /** Whom to greet (the signed-in customer, as the retailer has them); a visitor is greeted without a name. */
  name?: string | undefined;
  /** The retailer's name, which signs the mail. */
  organisation: string;
}

interface Texts {
  subject: (number: string) => string;
  received: (number: string) => string;
  subjectLine: string;
  answer: string;
  /** For a visitor's form only: the address was typed by whoever sent it. */
  notYou: string;
}

const TEXTS: Record<TLanguage, Texts> = {
  'ca-ES': {
    subject: (n) => `Hem rebut la vostra consulta (${n})`,
    received: (n) => `Hem rebut la vostra consulta. El número de cas és ${n}; indiqueu-lo si ens torneu a escriure.`,
    subjectLine: 'Assumpte:',
    answer: 'El nostre equip d’atenció al client la revisarà i us respondrà al més aviat possible.',
    notYou: 'Si no ens heu escrit, podeu ignorar aquest missatge: algú ha indicat la vostra adreça en el formulari de contacte.',
  },
  'es-ES': {
    subject: (n) => `Hemos recibido su consulta (${n})`,
    received: (n) => `Hemos recibido su consulta. El número de caso es ${n}; indíquelo si nos vuelve a escribir.`,
    subjectLine: 'Asunto:',
    answer: 'Nuestro equipo de atención al cliente la revisará y le responderá lo antes posible.',
    notYou: 'Si no nos ha escrito, puede ignorar este mensaje: alguien ha indicado su dirección en el formulario de contacto.',
  },
  'en-US': {
    subject: (n) => `We have received your enquiry (${n})`,
    received: (n) => `We have received your enquiry. Its case number is ${n}; please quote it if you write to us again.`,
    subjectLine: 'Subject:',
    answer: 'Our customer service team will review it and answer you as soon as possible.',
    notYou: 'If you did not write to us, you can ignore this message: someone gave your address in our contact form.',
  },
  'gl-ES': {
    subject: (n) => `Recibimos a súa consulta (${n})`,
    received: (n) => `Recibimos a súa consulta. O número de caso é ${n}; indíqueo se nos volve escribir.`,
    subjectLine: 'Asunto:',
    answer: 'O noso equipo de atención ao cliente revisaraa e responderalle canto antes.',
    notYou: 'Se non nos escribiu, pode ignorar esta mensaxe: alguén indicou o seu enderezo no formulario de contacto.',
  },
  'fr-FR': {
    subject: (n) => `Nous avons bien reçu votre demande (${n})`,
    received: (n) =>
      `Nous avons bien reçu votre demande. Son numéro de dossier est ${n} ; merci de le rappeler si vous nous écrivez à nouveau.`,
    subjectLine: 'Objet :',
    answer: 'Notre service client l’examinera et vous répondra dans les meilleurs délais.',
    notYou: 'Si vous ne nous avez pas écrit, ignorez ce message : quelqu’un a indiqué votre adresse dans notre formulaire de contact.',
  },
  'de-DE': {
    subject: (n) => `Wir haben Ihre Anfrage erhalten (${n})`,
    received: (n) =>
      `Wir haben Ihre Anfrage erhalten. Die Vorgangsnummer lautet ${n}; bitte geben Sie sie an, wenn Sie uns erneut schreiben.`,
    subjectLine: 'Betreff:',
    answer: 'Unser Kundenservice wird sie prüfen und Ihnen so bald wie möglich antworten.',
    notYou:
      'Falls Sie uns nicht geschrieben haben, ignorieren Sie diese Nachricht: Jemand hat Ihre Adresse in unserem Kontaktformular angegeben.',
  },
};

/** The case's own words in the frame (mail-frame.ts): greeting, signature and escaping live there. */
export function caseReceivedTemplate(data: CaseReceivedData, language: TLanguage): RenderedMail {
  const t = TEXTS[language];
  // The number and the customer's subject stand in the subject header, so they are one line everywhere.
  const number = oneLine(data.caseNumber);
  const blocks: MailBlock[] =
    data.caseSubject === undefined
      ? [
          { kind: 'paragraph', text: t.received(number) },
          { kind: 'paragraph', text: t.answer },
          { kind: 'paragraph', text: t.notYou },
        ]
      : [
          { kind: 'paragraph', text: t.received(number) },
          { kind: 'labelled', label: t.subjectLine, text: oneLine(data.caseSubject) },
          { kind: 'paragraph', text: t.answer },
        ];
  return renderFramedMail({ language, subject: t.subject(number), name: data.name, organisation: data.organisation }, blocks);
}
