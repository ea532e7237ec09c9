import type { TLanguage } from '@portal/domain';
import { escapeHtml, safeHref } from './escape.ts';
import type { RenderedMail } from './rendered-mail.ts';

/**
 * The generic notice: a greeting, the feature's paragraphs, an optional button, the retailer's
 * signature. Features pass their own texts already in the customer's language (subject,
 * paragraphs, the button's label); the template owns the words around them, in six languages.
 * A feature that needs more than this copies this file (docs/mail.md, "Adding a template").
 */
export interface NoticeData {
  /** The subject line, in the customer's language. */
  subject: string;
  /** Whom to greet; the greeting has no name without it. */
  name?: string | undefined;
  /** Plain text, one entry a paragraph: escaped, never read as HTML. */
  paragraphs: readonly string[];
  /** A button to a page of the portal (http or https only). */
  action?: { label: string; url: string } | undefined;
  /** The retailer's name, which signs the mail. */
  organisation: string;
}

interface NoticeTexts {
  greeting: (name: string | undefined) => string;
  closing: string;
  linkFallback: string;
  automatic: string;
}

const TEXTS: Record<TLanguage, NoticeTexts> = {
  'ca-ES': {
    greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    closing: 'Salutacions cordials,',
    linkFallback: 'Si el botó no funciona, copieu aquest enllaç al navegador:',
    automatic: "Aquest missatge s'ha enviat automàticament; si us plau, no hi respongueu.",
  },
  'es-ES': {
    greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    closing: 'Un saludo cordial,',
    linkFallback: 'Si el botón no funciona, copie este enlace en su navegador:',
    automatic: 'Este mensaje se ha enviado automáticamente; por favor, no lo responda.',
  },
  'en-US': {
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    closing: 'Kind regards,',
    linkFallback: 'If the button does not work, copy this link into your browser:',
    automatic: 'This message was sent automatically; please do not reply to it.',
  },
  'gl-ES': {
    greeting: (name) => (name ? `Ola, ${name}:` : 'Ola:'),
    closing: 'Un cordial saúdo,',
    linkFallback: 'Se o botón non funciona, copie esta ligazón no seu navegador:',
    automatic: 'Esta mensaxe enviouse automaticamente; por favor, non a responda.',
  },
  'fr-FR': {
    greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    closing: 'Cordialement,',
    linkFallback: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
    automatic: 'Ce message a été envoyé automatiquement ; merci de ne pas y répondre.',
  },
  'de-DE': {
    greeting: (name) => (name ? `Guten Tag ${name},` : 'Guten Tag,'),
    closing: 'Mit freundlichen Grüßen',
    linkFallback: 'Falls die Schaltfläche nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:',
    automatic: 'Diese Nachricht wurde automatisch versendet; bitte antworten Sie nicht darauf.',
  },
};

export function noticeTemplate(data: NoticeData, language: TLanguage): RenderedMail {
  const t = TEXTS[language];
  // A subject is one header line: a line break from data would otherwise start a new header or fail.
  const subject = data.subject.replace(/\s*[\r\n]+\s*/g, ' ').trim();
  const greeting = t.greeting(data.name?.trim() || undefined);
  const href = data.action ? safeHref(data.action.url) : undefined;

  const text = [
    greeting,
    '',
    ...data.paragraphs.flatMap((p) => [p, '']),
    ...(data.action ? [`${data.action.label}: ${data.action.url}`, ''] : []),
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
    ...data.paragraphs.map((paragraph) => p(escapeHtml(paragraph))),
    ...(data.action && href
      ? [
          p(
            `<a href="${href}" style="display:inline-block;padding:10px 20px;background:#1d4ed8;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(data.action.label)}</a>`,
          ),
          `<p style="margin:0 0 16px;font-size:13px;color:#4b5563">${escapeHtml(t.linkFallback)}<br><a href="${href}">${href}</a></p>`,
        ]
      : []),
    p(`${escapeHtml(t.closing)}<br>${escapeHtml(data.organisation)}`),
    `<p style="margin:24px 0 0;font-size:12px;color:#6b7280">${escapeHtml(t.automatic)}</p>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');

  return { subject, html, text };
}
