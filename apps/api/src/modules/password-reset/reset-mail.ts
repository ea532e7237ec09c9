import type { TLanguage } from '@portal/domain';
import { renderFramedMail } from './mail-frame.ts';
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
  intro: string;
  action: string;
  validity: (minutes: number) => string;
  notYou: string;
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
    intro:
      "Hem rebut una sol·licitud per restablir la contrasenya del vostre compte. Feu servir l'enllaç següent per triar-ne una de nova.",
    action: 'Tria una contrasenya nova',
    validity: (m) =>
      `L'enllaç funciona una sola vegada i caduca d'aquí a ${duration(m, { minute: ['minut', 'minuts'], hour: ['hora', 'hores'] })}.`,
    notYou: "Si no l'heu demanat vosaltres, podeu ignorar aquest missatge: la contrasenya no canviarà.",
  },
  'es-ES': {
    subject: 'Restablecimiento de la contraseña',
    intro: 'Hemos recibido una solicitud para restablecer la contraseña de su cuenta. Use el siguiente enlace para elegir una nueva.',
    action: 'Elija una contraseña nueva',
    validity: (m) =>
      `El enlace funciona una sola vez y caduca dentro de ${duration(m, { minute: ['minuto', 'minutos'], hour: ['hora', 'horas'] })}.`,
    notYou: 'Si no lo ha solicitado usted, puede ignorar este mensaje: la contraseña no cambiará.',
  },
  'en-US': {
    subject: 'Reset your password',
    intro: 'We received a request to reset the password of your account. Use the link below to choose a new one.',
    action: 'Choose a new password',
    validity: (m) => `The link works once and expires in ${duration(m, { minute: ['minute', 'minutes'], hour: ['hour', 'hours'] })}.`,
    notYou: 'If you did not ask for this, you can ignore this message: your password will not change.',
  },
  'gl-ES': {
    subject: 'Restablecemento do contrasinal',
    intro: 'Recibimos unha solicitude para restablecer o contrasinal da súa conta. Use a seguinte ligazón para escoller un novo.',
    action: 'Escolla un contrasinal novo',
    validity: (m) =>
      `A ligazón funciona unha soa vez e caduca dentro de ${duration(m, { minute: ['minuto', 'minutos'], hour: ['hora', 'horas'] })}.`,
    notYou: 'Se non o solicitou vostede, pode ignorar esta mensaxe: o contrasinal non cambiará.',
  },
  'fr-FR': {
    subject: 'Réinitialisation du mot de passe',
    intro:
      'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte. Utilisez le lien ci-dessous pour en choisir un nouveau.',
    action: 'Choisir un nouveau mot de passe',
    validity: (m) =>
      `Le lien ne fonctionne qu’une fois et expire dans ${duration(m, { minute: ['minute', 'minutes'], hour: ['heure', 'heures'] })}.`,
    notYou: 'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe ne changera pas.',
  },
  'de-DE': {
    subject: 'Passwort zurücksetzen',
    intro: 'Wir haben eine Anfrage erhalten, das Passwort Ihres Kontos zurückzusetzen. Über den folgenden Link wählen Sie ein neues.',
    action: 'Neues Passwort wählen',
    validity: (m) =>
      `Der Link funktioniert nur einmal und läuft in ${duration(m, { minute: ['Minute', 'Minuten'], hour: ['Stunde', 'Stunden'] })} ab.`,
    notYou: 'Falls Sie das nicht angefordert haben, ignorieren Sie diese Nachricht: Ihr Passwort bleibt unverändert.',
  },
};

/** The reset's own words in the frame (mail-frame.ts); the link's page gets no referrer, since the link holds the secret. */
export function passwordResetTemplate(data: PasswordResetMailData, language: TLanguage): RenderedMail {
  const t = TEXTS[language];
  return renderFramedMail({ language, subject: t.subject, name: data.name, organisation: data.organisation, noReferrer: true }, [
    { kind: 'paragraph', text: t.intro },
    { kind: 'action', label: t.action, url: data.url },
    { kind: 'paragraph', text: t.validity(data.validMinutes) },
    { kind: 'paragraph', text: t.notYou },
  ]);
}
