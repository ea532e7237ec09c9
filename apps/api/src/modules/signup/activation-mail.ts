import type { TLanguage } from '@portal/domain';
import { noticeTemplate } from './notice-template.ts';
import type { RenderedMail } from './rendered-mail.ts';

/** The mail of a sign-up (docs/signup.md): the link that activates the account by setting its password. */
export interface AccountActivationData {
  /** The customer's name, as the retailer has it. */
  name: string;
  /** <PUBLIC_URL>/activacio?token=… in the customer's language; the token is shown only here. */
  url: string;
  /** How long the link works. */
  validHours: number;
  organisation: string;
}

interface ActivationTexts {
  subject: (organisation: string) => string;
  intro: string;
  validity: (hours: number) => string;
  action: string;
  ignore: string;
}

const TEXTS: Record<TLanguage, ActivationTexts> = {
  'ca-ES': {
    subject: (o) => `Activeu el vostre compte de ${o}`,
    intro:
      "Hem rebut una sol·licitud d'alta a l'àrea de clients amb les vostres dades. Per activar el compte, trieu una contrasenya amb l'enllaç següent.",
    validity: (h) => `L'enllaç funciona una sola vegada durant ${h} hores.`,
    action: 'Activa el compte',
    ignore: "Si no heu demanat l'alta, podeu ignorar aquest missatge: el compte no s'activarà.",
  },
  'es-ES': {
    subject: (o) => `Active su cuenta de ${o}`,
    intro:
      'Hemos recibido una solicitud de alta en el área de clientes con sus datos. Para activar la cuenta, elija una contraseña con el enlace siguiente.',
    validity: (h) => `El enlace funciona una sola vez durante ${h} horas.`,
    action: 'Activar la cuenta',
    ignore: 'Si no ha solicitado el alta, puede ignorar este mensaje: la cuenta no se activará.',
  },
  'en-US': {
    subject: (o) => `Activate your ${o} account`,
    intro:
      'We received a request to sign up to the customer area with your details. To activate the account, choose a password with the link below.',
    validity: (h) => `The link works once, for ${h} hours.`,
    action: 'Activate the account',
    ignore: 'If you did not sign up, you can ignore this message: the account will not be activated.',
  },
  'gl-ES': {
    subject: (o) => `Active a súa conta de ${o}`,
    intro:
      'Recibimos unha solicitude de alta na área de clientes cos seus datos. Para activar a conta, escolla un contrasinal coa ligazón seguinte.',
    validity: (h) => `A ligazón funciona unha soa vez durante ${h} horas.`,
    action: 'Activar a conta',
    ignore: 'Se non solicitou a alta, pode ignorar esta mensaxe: a conta non se activará.',
  },
  'fr-FR': {
    subject: (o) => `Activez votre compte ${o}`,
    intro:
      "Nous avons reçu une demande d'inscription à l'espace client avec vos données. Pour activer le compte, choisissez un mot de passe avec le lien ci-dessous.",
    validity: (h) => `Le lien fonctionne une seule fois pendant ${h} heures.`,
    action: 'Activer le compte',
    ignore: "Si vous n'avez pas demandé d'inscription, ignorez ce message : le compte ne sera pas activé.",
  },
  'de-DE': {
    subject: (o) => `Aktivieren Sie Ihr Konto bei ${o}`,
    intro:
      'Wir haben mit Ihren Daten eine Registrierung für den Kundenbereich erhalten. Um das Konto zu aktivieren, wählen Sie über den folgenden Link ein Passwort.',
    validity: (h) => `Der Link funktioniert ein einziges Mal und ${h} Stunden lang.`,
    action: 'Konto aktivieren',
    ignore: 'Falls Sie sich nicht registriert haben, können Sie diese Nachricht ignorieren: Das Konto wird nicht aktiviert.',
  },
};

/** The notice's layout (greeting, paragraphs, button, signature; escaped) with the activation's own words. */
export function accountActivationTemplate(data: AccountActivationData, language: TLanguage): RenderedMail {
  const t = TEXTS[language];
  return noticeTemplate(
    {
      subject: t.subject(data.organisation),
      name: data.name,
      paragraphs: [t.intro, t.validity(data.validHours), t.ignore],
      action: { label: t.action, url: data.url },
      organisation: data.organisation,
    },
    language,
  );
}
