import type { TLanguage } from '@portal/domain';
import { escapeHtml, safeHref } from './escape.ts';
import type { RenderedMail } from './rendered-mail.ts';

/**
 * The password-reset mail (issue 14 §5; docs/password-reset.md): the link that sets a new
 * password, how long it works, and what to do if the reader did not ask for it. The link carries
 * a one-time secret; it is the only copy outside the database's hash.
 */
export interface PasswordResetMailData {
  /** Whom to greet; the greeting has no name without it. */
  name?: string | undefined;
  /** `<PUBLIC_URL>/<the language's reset path>?token=<secret>`. */
  url: string;
  /** How long the link works, in minutes. */
  validMinutes: number;
  /** The retailer's name, which signs the mail. */
  organisation: string;
}

interface ResetTexts {
  subject: string;
  greeting: (name: string | undefined) => string;
  intro: string;
  action: string;
  validity: (minutes: number) => string;
  notYou: string;
  linkFallback: string;
  closing: string;
  automatic: string;
}

/** "60 minuts", "1 hora"…: whole hours read as hours. */
const duration = (minutes: number, unit: { minute: [string, string]; hour: [string, string] }) => {
  if (minutes % 60 === 0) {
    const hours = minutes / 60;
    return `${hours} ${hours === 1 ? unit.hour[0] : unit.hour[1]}`;
  }
  return `${minutes} ${minutes === 1 ? unit.minute[0] : unit.minute[1]}`;
};

const TEXTS: Record<TLanguage, ResetTexts> = {
  'ca-ES': {
    subject: 'Restabliment de la contrasenya',
    greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    intro:
      "Hem rebut una sol·licitud per restablir la contrasenya del vostre compte. Feu servir l'enllaç següent per triar-ne una de nova.",
    action: 'Tria una contrasenya nova',
    validity: (m) =>
      `L'enllaç funciona una sola vegada i caduca d'aquí a ${duration(m, { minute: ['minut', 'minuts'], hour: ['hora', 'hores'] })}.`,
    notYou: "Si no l'heu demanat vosaltres, podeu ignorar aquest missatge: la contrasenya no canviarà.",
    linkFallback: 'Si el botó no funciona, copieu aquest enllaç al navegador:',
    closing: 'Salutacions cordials,',
    automatic: "Aquest missatge s'ha enviat automàticament; si us plau, no hi respongueu.",
  },
  'es-ES': {
    subject: 'Restablecimiento de la contraseña',
    greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    intro: 'Hemos recibido una solicitud para restablecer la contraseña de su cuenta. Use el siguiente enlace para elegir una nueva.',
    action: 'Elija una contraseña nueva',
    validity: (m) =>
      `El enlace funciona una sola vez y caduca dentro de ${duration(m, { minute: ['minuto', 'minutos'], hour: ['hora', 'horas'] })}.`,
    notYou: 'Si no lo ha solicitado usted, puede ignorar este mensaje: la contraseña no cambiará.',
    linkFallback: 'Si el botón no funciona, copie este enlace en su navegador:',
    closing: 'Un saludo cordial,',
    automatic: 'Este mensaje se ha enviado automáticamente; por favor, no lo responda.',
  },
  'en-US': {
    subject: 'Reset your password',
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    intro: 'We received a request to reset the password of your account. Use the link below to choose a new one.',
    action: 'Choose a new password',
    validity: (m) => `The link works once and expires in ${duration(m, { minute: ['minute', 'minutes'], hour: ['hour', 'hours'] })}.`,
    notYou: 'If you did not ask for this, you can ignore this message: your password will not change.',
    linkFallback: 'If the button does not work, copy this link into your browser:',
    closing: 'Kind regards,',
    automatic: 'This message was sent automatically; please do not reply to it.',
  },
  'gl-ES': {
    subject: 'Restablecemento do contrasinal',
    greeting: (name) => (name ? `Ola, ${name}:` : 'Ola:'),
    intro: 'Recibimos unha solicitude para restablecer o contrasinal da súa conta. Use a seguinte ligazón para escoller un novo.',
    action: 'Escolla un contrasinal novo',
    validity: (m) =>
      `A ligazón funciona unha soa vez e caduca dentro de ${duration(m, { minute: ['minuto', 'minutos'], hour: ['hora', 'horas'] })}.`,
    notYou: 'Se non o solicitou vostede, pode ignorar esta mensaxe: o contrasinal non cambiará.',
    linkFallback: 'Se o botón non funciona, copie esta ligazón no seu navegador:',
    closing: 'Un cordial saúdo,',
    automatic: 'Esta mensaxe enviouse automaticamente; por favor, non a responda.',
  },
  'fr-FR': {
    subject: 'Réinitialisation du mot de passe',
    greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    intro:
      'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte. Utilisez le lien ci-dessous pour en choisir un nouveau.',
    action: 'Choisir un nouveau mot de passe',
    validity: (m) =>
      `Le lien ne fonctionne qu’une fois et expire dans ${duration(m, { minute: ['minute', 'minutes'], hour: ['heure', 'heures'] })}.`,
    notYou: 'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe ne changera pas.',
    linkFallback: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
    closing: 'Cordialement,',
    automatic: 'Ce message a été envoyé automatiquement ; merci de ne pas y répondre.',
  },
  'de-DE': {
    subject: 'Passwort zurücksetzen',
    greeting: (name) => (name ? `Guten Tag ${name},` : 'Guten Tag,'),
    intro: 'Wir haben eine Anfrage erhalten, das Passwort Ihres Kontos zurückzusetzen. Über den folgenden Link wählen Sie ein neues.',
    action: 'Neues Passwort wählen',
    validity: (m) =>
      `Der Link funktioniert nur einmal und läuft in ${duration(m, { minute: ['Minute', 'Minuten'], hour: ['Stunde', 'Stunden'] })} ab.`,
    notYou: 'Falls Sie das nicht angefordert haben, ignorieren Sie diese Nachricht: Ihr Passwort bleibt unverändert.',
    linkFallback: 'Falls die Schaltfläche nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:',
    closing: 'Mit freundlichen Grüßen',
    automatic: 'Diese Nachricht wurde automatisch versendet; bitte antworten Sie nicht darauf.',
  },
};

export function passwordResetTemplate(data: PasswordResetMailData, language: TLanguage): RenderedMail {
  const t = TEXTS[language];
  const greeting = t.greeting(data.name?.trim() || undefined);
  const href = safeHref(data.url);
  const paragraphs = [t.intro, t.validity(data.validMinutes), t.notYou];

  const text = [
    greeting,
    '',
    t.intro,
    '',
    `${t.action}: ${data.url}`,
    '',
    t.validity(data.validMinutes),
    '',
    t.notYou,
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
    `<head><meta charset="utf-8"><meta name="referrer" content="no-referrer"><title>${escapeHtml(t.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2937">',
    p(escapeHtml(greeting)),
    p(escapeHtml(paragraphs[0]!)),
    ...(href
      ? [
          p(
            `<a href="${href}" style="display:inline-block;padding:10px 20px;background:#1d4ed8;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(t.action)}</a>`,
          ),
          `<p style="margin:0 0 16px;font-size:13px;color:#4b5563">${escapeHtml(t.linkFallback)}<br><a href="${href}">${href}</a></p>`,
        ]
      : []),
    p(escapeHtml(paragraphs[1]!)),
    p(escapeHtml(paragraphs[2]!)),
    p(`${escapeHtml(t.closing)}<br>${escapeHtml(data.organisation)}`),
    `<p style="margin:24px 0 0;font-size:12px;color:#6b7280">${escapeHtml(t.automatic)}</p>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');

  return { subject: t.subject, html, text };
}
