import type { TCaseOutcome, TLanguage } from '@portal/domain';
import { escapeHtml, safeHref } from './escape.ts';
import type { RenderedMail } from './rendered-mail.ts';

/**
 * The mail that tells a customer customer service acted on their case (docs/staff.md): a staff
 * reply (its text, as staff wrote it) or a new outcome. It names the case by its number and
 * links to its page in the requests mailbox, where the whole conversation is.
 */
export interface CaseAnsweredData {
  caseNumber: string;
  change: { kind: 'reply'; body: string; label: string } | { kind: 'outcome'; outcome: TCaseOutcome };
  /** The case's page: <PUBLIC_URL>/solicituts/<number>. */
  url: string;
  /** Whom to greet; the greeting has no name without it. */
  name?: string | undefined;
  /** The retailer's name, which signs the mail. */
  organisation: string;
}

interface CaseTexts {
  greeting: (name: string | undefined) => string;
  replySubject: (n: string) => string;
  outcomeSubject: (n: string) => string;
  replyIntro: (n: string, label: string) => string;
  outcomeIntro: (n: string) => string;
  outcomes: Record<TCaseOutcome, string>;
  action: string;
  closing: string;
  automatic: string;
}

const TEXTS: Record<TLanguage, CaseTexts> = {
  'ca-ES': {
    greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    replySubject: (n) => `Resposta a la vostra sol·licitud ${n}`,
    outcomeSubject: (n) => `La vostra sol·licitud ${n} ha canviat d'estat`,
    replyIntro: (n, label) => `${label} ha respost la vostra sol·licitud ${n}:`,
    outcomeIntro: (n) => `L'estat de la vostra sol·licitud ${n} ara és:`,
    outcomes: {
      accepted: 'Acceptada',
      denied: 'Denegada',
      additional_information_needed: 'Cal més informació',
      being_processed: "S'està tramitant",
      in_process: 'En curs',
    },
    action: 'Vegeu la sol·licitud',
    closing: 'Salutacions cordials,',
    automatic: "Aquest missatge s'ha enviat automàticament; si us plau, no hi respongueu: responeu des de la sol·licitud al portal.",
  },
  'es-ES': {
    greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    replySubject: (n) => `Respuesta a su solicitud ${n}`,
    outcomeSubject: (n) => `Su solicitud ${n} ha cambiado de estado`,
    replyIntro: (n, label) => `${label} ha respondido a su solicitud ${n}:`,
    outcomeIntro: (n) => `El estado de su solicitud ${n} ahora es:`,
    outcomes: {
      accepted: 'Aceptada',
      denied: 'Denegada',
      additional_information_needed: 'Se necesita más información',
      being_processed: 'En tramitación',
      in_process: 'En curso',
    },
    action: 'Ver la solicitud',
    closing: 'Un saludo cordial,',
    automatic: 'Este mensaje se ha enviado automáticamente; por favor, no lo responda: responda desde la solicitud en el portal.',
  },
  'en-US': {
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    replySubject: (n) => `Reply to your request ${n}`,
    outcomeSubject: (n) => `Your request ${n} has a new status`,
    replyIntro: (n, label) => `${label} has replied to your request ${n}:`,
    outcomeIntro: (n) => `The status of your request ${n} is now:`,
    outcomes: {
      accepted: 'Accepted',
      denied: 'Denied',
      additional_information_needed: 'Additional information needed',
      being_processed: 'Being processed',
      in_process: 'In process',
    },
    action: 'View the request',
    closing: 'Kind regards,',
    automatic: 'This message was sent automatically; please do not reply to it: reply from the request in the portal.',
  },
  'gl-ES': {
    greeting: (name) => (name ? `Ola, ${name}:` : 'Ola:'),
    replySubject: (n) => `Resposta á súa solicitude ${n}`,
    outcomeSubject: (n) => `A súa solicitude ${n} cambiou de estado`,
    replyIntro: (n, label) => `${label} respondeu á súa solicitude ${n}:`,
    outcomeIntro: (n) => `O estado da súa solicitude ${n} agora é:`,
    outcomes: {
      accepted: 'Aceptada',
      denied: 'Denegada',
      additional_information_needed: 'Precísase máis información',
      being_processed: 'En tramitación',
      in_process: 'En curso',
    },
    action: 'Ver a solicitude',
    closing: 'Un cordial saúdo,',
    automatic: 'Esta mensaxe enviouse automaticamente; por favor, non a responda: responda desde a solicitude no portal.',
  },
  'fr-FR': {
    greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    replySubject: (n) => `Réponse à votre demande ${n}`,
    outcomeSubject: (n) => `Votre demande ${n} a changé de statut`,
    replyIntro: (n, label) => `${label} a répondu à votre demande ${n} :`,
    outcomeIntro: (n) => `Le statut de votre demande ${n} est désormais :`,
    outcomes: {
      accepted: 'Acceptée',
      denied: 'Refusée',
      additional_information_needed: 'Informations complémentaires nécessaires',
      being_processed: 'En cours de traitement',
      in_process: 'En cours',
    },
    action: 'Voir la demande',
    closing: 'Cordialement,',
    automatic: 'Ce message a été envoyé automatiquement ; merci de ne pas y répondre : répondez depuis la demande sur le portail.',
  },
  'de-DE': {
    greeting: (name) => (name ? `Guten Tag ${name},` : 'Guten Tag,'),
    replySubject: (n) => `Antwort auf Ihre Anfrage ${n}`,
    outcomeSubject: (n) => `Neuer Status Ihrer Anfrage ${n}`,
    replyIntro: (n, label) => `${label} hat auf Ihre Anfrage ${n} geantwortet:`,
    outcomeIntro: (n) => `Der Status Ihrer Anfrage ${n} lautet jetzt:`,
    outcomes: {
      accepted: 'Angenommen',
      denied: 'Abgelehnt',
      additional_information_needed: 'Weitere Informationen erforderlich',
      being_processed: 'In Bearbeitung',
      in_process: 'Eingegangen',
    },
    action: 'Anfrage ansehen',
    closing: 'Mit freundlichen Grüßen',
    automatic: 'Diese Nachricht wurde automatisch versendet; bitte antworten Sie nicht darauf, sondern über die Anfrage im Portal.',
  },
};

/** The outcome as the mail names it, in the customer's language. */
export const caseOutcomeLabel = (outcome: TCaseOutcome, language: TLanguage): string => TEXTS[language].outcomes[outcome];

export function caseAnsweredTemplate(data: CaseAnsweredData, language: TLanguage): RenderedMail {
  const t = TEXTS[language];
  // The number comes from our sequence, but a subject is one header line whatever it holds.
  const number = data.caseNumber.replace(/[\r\n]+/g, ' ').trim();
  const label = data.change.kind === 'reply' ? data.change.label.replace(/\s+/g, ' ').trim() : '';
  const subject = data.change.kind === 'reply' ? t.replySubject(number) : t.outcomeSubject(number);
  const greeting = t.greeting(data.name?.trim() || undefined);
  const href = safeHref(data.url);
  const intro = data.change.kind === 'reply' ? t.replyIntro(number, label) : t.outcomeIntro(number);
  // The reply as staff wrote it: line breaks kept, every character escaped in the HTML.
  const content = data.change.kind === 'reply' ? data.change.body : caseOutcomeLabel(data.change.outcome, language);

  const text = [
    greeting,
    '',
    intro,
    '',
    content,
    '',
    `${t.action}: ${data.url}`,
    '',
    t.closing,
    data.organisation,
    '',
    '--',
    t.automatic,
    '',
  ].join('\n');

  const p = (inner: string, style = '') => `<p style="margin:0 0 16px${style}">${inner}</p>`;
  const quoted =
    data.change.kind === 'reply'
      ? `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid #1d4ed8;background:#f3f4f6">${escapeHtml(content).replace(/\r?\n/g, '<br>')}</blockquote>`
      : p(`<strong>${escapeHtml(content)}</strong>`);
  const html = [
    '<!doctype html>',
    `<html lang="${language}">`,
    `<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2937">',
    p(escapeHtml(greeting)),
    p(escapeHtml(intro)),
    quoted,
    p(
      `<a href="${href}" style="display:inline-block;padding:10px 20px;background:#1d4ed8;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(t.action)}</a>`,
    ),
    `<p style="margin:0 0 16px;font-size:13px;color:#4b5563"><a href="${href}">${href}</a></p>`,
    p(`${escapeHtml(t.closing)}<br>${escapeHtml(data.organisation)}`),
    `<p style="margin:24px 0 0;font-size:12px;color:#6b7280">${escapeHtml(t.automatic)}</p>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');

  return { subject, html, text };
}
