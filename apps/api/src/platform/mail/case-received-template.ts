import type { TLanguage } from '@portal/domain';
import { escapeHtml } from './escape.ts';
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
  greeting: (name: string | undefined) => string;
  received: (number: string) => string;
  subjectLine: string;
  answer: string;
  closing: string;
  automatic: string;
}

const TEXTS: Record<TLanguage, Texts> = {
  'ca-ES': {
    subject: (n) => `Hem rebut la vostra consulta (${n})`,
    greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    received: (n) => `Hem rebut la vostra consulta. El número de cas és ${n}; indiqueu-lo si ens torneu a escriure.`,
    subjectLine: 'Assumpte:',
    answer: 'El nostre equip d’atenció al client la revisarà i us respondrà al més aviat possible.',
    closing: 'Salutacions cordials,',
    automatic: "Aquest missatge s'ha enviat automàticament; si us plau, no hi respongueu.",
  },
  'es-ES': {
    subject: (n) => `Hemos recibido su consulta (${n})`,
    greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    received: (n) => `Hemos recibido su consulta. El número de caso es ${n}; indíquelo si nos vuelve a escribir.`,
    subjectLine: 'Asunto:',
    answer: 'Nuestro equipo de atención al cliente la revisará y le responderá lo antes posible.',
    closing: 'Un saludo cordial,',
    automatic: 'Este mensaje se ha enviado automáticamente; por favor, no lo responda.',
  },
  'en-US': {
    subject: (n) => `We have received your enquiry (${n})`,
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    received: (n) => `We have received your enquiry. Its case number is ${n}; please quote it if you write to us again.`,
    subjectLine: 'Subject:',
    answer: 'Our customer service team will review it and answer you as soon as possible.',
    closing: 'Kind regards,',
    automatic: 'This message was sent automatically; please do not reply to it.',
  },
  'gl-ES': {
    subject: (n) => `Recibimos a súa consulta (${n})`,
    greeting: (name) => (name ? `Ola, ${name}:` : 'Ola:'),
    received: (n) => `Recibimos a súa consulta. O número de caso é ${n}; indíqueo se nos volve escribir.`,
    subjectLine: 'Asunto:',
    answer: 'O noso equipo de atención ao cliente revisaraa e responderalle canto antes.',
    closing: 'Un cordial saúdo,',
    automatic: 'Esta mensaxe enviouse automaticamente; por favor, non a responda.',
  },
  'fr-FR': {
    subject: (n) => `Nous avons bien reçu votre demande (${n})`,
    greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    received: (n) =>
      `Nous avons bien reçu votre demande. Son numéro de dossier est ${n} ; merci de le rappeler si vous nous écrivez à nouveau.`,
    subjectLine: 'Objet :',
    answer: 'Notre service client l’examinera et vous répondra dans les meilleurs délais.',
    closing: 'Cordialement,',
    automatic: 'Ce message a été envoyé automatiquement ; merci de ne pas y répondre.',
  },
  'de-DE': {
    subject: (n) => `Wir haben Ihre Anfrage erhalten (${n})`,
    greeting: (name) => (name ? `Guten Tag ${name},` : 'Guten Tag,'),
    received: (n) =>
      `Wir haben Ihre Anfrage erhalten. Die Vorgangsnummer lautet ${n}; bitte geben Sie sie an, wenn Sie uns erneut schreiben.`,
    subjectLine: 'Betreff:',
    answer: 'Unser Kundenservice wird sie prüfen und Ihnen so bald wie möglich antworten.',
    closing: 'Mit freundlichen Grüßen',
    automatic: 'Diese Nachricht wurde automatisch versendet; bitte antworten Sie nicht darauf.',
  },
};

// One header line: a line break from data would start a new header.
const oneLine = (value: string) => value.replace(/\s*[\r\n]+\s*/g, ' ').trim();

export function caseReceivedTemplate(data: CaseReceivedData, language: TLanguage): RenderedMail {
  const t = TEXTS[language];
  const number = oneLine(data.caseNumber);
  const subject = oneLine(t.subject(number));
  const caseSubject = oneLine(data.caseSubject);
  const greeting = t.greeting(data.name?.trim() || undefined);
  const text = [
    greeting,
    '',
    t.received(number),
    '',
    `${t.subjectLine} ${caseSubject}`,
    '',
    t.answer,
    '',
    t.closing,
    data.organisation,
    '',
    '--',
    t.automatic,
    '',
  ].join('\n');
  const p = (content: string) => `<p style="margin:0 0 16px">${content}</p>`;
  const html = [
    '<!doctype html>',
    `<html lang="${language}">`,
    `<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2937">',
    p(escapeHtml(greeting)),
    p(escapeHtml(t.received(number))),
    p(`<strong>${escapeHtml(t.subjectLine)}</strong> ${escapeHtml(caseSubject)}`),
    p(escapeHtml(t.answer)),
    p(`${escapeHtml(t.closing)}<br>${escapeHtml(data.organisation)}`),
    `<p style="margin:24px 0 0;font-size:12px;color:#6b7280">${escapeHtml(t.automatic)}</p>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
  return { subject, html, text };
}
