import { formatDateTime, type TLanguage } from '@portal/domain';
import { renderFramedMail } from './mail-frame.ts';
import type { RenderedMail } from './rendered-mail.ts';

/**
 * The warning to a customer's known addresses that someone tried to sign up with their tax id and
 * contract but another e-mail (docs/signup.md, "The threat"). Whoever tried is a stranger until
 * proved otherwise, so the mail quotes nothing they wrote (not the address they typed), carries
 * no link and says only when it happened and that no account was opened.
 */
export interface SignupAttemptData {
  /** The customer's name, as the retailer has it. */
  name: string;
  /** When the attempt arrived; written on the Europe/Madrid wall clock, as the retailer's letters are. */
  attemptedAt: Date;
  /** The retailer's name, which signs the mail. */
  organisation: string;
}

interface AttemptTexts {
  subject: string;
  attempt: (when: string) => string;
  nothingOpened: string;
  whatToDo: string;
}

const TEXTS: Record<TLanguage, AttemptTexts> = {
  'ca-ES': {
    subject: "Intent d'alta a l'àrea de clients amb les vostres dades",
    attempt: (d) =>
      `El dia ${d} algú va intentar donar d'alta un compte a l'àrea de clients amb el vostre NIF i un dels vostres números de contracte, però indicant una adreça electrònica que no tenim registrada per a vós.`,
    nothingOpened:
      "No s'ha obert cap compte ni s'ha canviat res: només enviem l'enllaç d'activació a una adreça que ja tenim vostra, com aquesta.",
    whatToDo:
      "Si éreu vós, torneu a donar-vos d'alta indicant aquesta adreça electrònica. Si no, no cal que feu res; si teniu dubtes, poseu-vos en contacte amb el nostre servei d'atenció al client.",
  },
  'es-ES': {
    subject: 'Intento de alta en el área de clientes con sus datos',
    attempt: (d) =>
      `El día ${d} alguien intentó dar de alta una cuenta en el área de clientes con su NIF y uno de sus números de contrato, pero indicando una dirección de correo electrónico que no tenemos registrada para usted.`,
    nothingOpened:
      'No se ha abierto ninguna cuenta ni ha cambiado nada: solo enviamos el enlace de activación a una dirección que ya tenemos suya, como esta.',
    whatToDo:
      'Si fue usted, vuelva a darse de alta indicando esta dirección de correo. Si no, no tiene que hacer nada; si tiene dudas, póngase en contacto con nuestro servicio de atención al cliente.',
  },
  'en-US': {
    subject: 'Someone tried to open an account with your details',
    attempt: (d) =>
      `On ${d}, someone tried to open a customer area account with your tax ID and one of your contract numbers, but gave an e-mail address we do not have for you.`,
    nothingOpened:
      'No account was opened and nothing has changed: we only send the activation link to an address we already have for you, such as this one.',
    whatToDo:
      'If it was you, sign up again giving this e-mail address. If it was not, you do not need to do anything; if in doubt, contact our customer service.',
  },
  'gl-ES': {
    subject: 'Intento de alta na área de clientes cos seus datos',
    attempt: (d) =>
      `O día ${d} alguén intentou dar de alta unha conta na área de clientes co seu NIF e un dos seus números de contrato, pero indicando un enderezo de correo electrónico que non temos rexistrado para vostede.`,
    nothingOpened:
      'Non se abriu ningunha conta nin cambiou nada: só enviamos a ligazón de activación a un enderezo que xa temos seu, como este.',
    whatToDo:
      'Se foi vostede, volva darse de alta indicando este enderezo de correo. Se non, non ten que facer nada; se ten dúbidas, póñase en contacto co noso servizo de atención ao cliente.',
  },
  'fr-FR': {
    subject: "Tentative d'inscription à l'espace client avec vos données",
    attempt: (d) =>
      `Le ${d}, quelqu'un a tenté d'ouvrir un compte dans l'espace client avec votre NIF et l'un de vos numéros de contrat, mais en indiquant une adresse e-mail que nous n'avons pas pour vous.`,
    nothingOpened:
      "Aucun compte n'a été ouvert et rien n'a changé : nous n'envoyons le lien d'activation qu'à une adresse que nous avons déjà pour vous, comme celle-ci.",
    whatToDo:
      "Si c'était vous, inscrivez-vous à nouveau en indiquant cette adresse e-mail. Sinon, vous n'avez rien à faire ; en cas de doute, contactez notre service client.",
  },
  'de-DE': {
    subject: 'Versuch, mit Ihren Daten ein Konto zu eröffnen',
    attempt: (d) =>
      `Am ${d} hat jemand versucht, mit Ihrer Steuernummer und einer Ihrer Vertragsnummern ein Konto für den Kundenbereich zu eröffnen, jedoch mit einer E-Mail-Adresse, die wir für Sie nicht gespeichert haben.`,
    nothingOpened:
      'Es wurde kein Konto eröffnet und nichts geändert: Den Aktivierungslink senden wir nur an eine Adresse, die wir bereits von Ihnen haben, wie diese.',
    whatToDo:
      'Falls Sie es waren, registrieren Sie sich erneut mit dieser E-Mail-Adresse. Andernfalls müssen Sie nichts tun; wenden Sie sich bei Fragen an unseren Kundenservice.',
  },
};

/** The warning's own words in the frame (mail-frame.ts): greeting, signature and escaping live there. */
export function signupAttemptTemplate(data: SignupAttemptData, language: TLanguage): RenderedMail {
  const t = TEXTS[language];
  return renderFramedMail({ language, subject: t.subject, name: data.name, organisation: data.organisation }, [
    { kind: 'paragraph', text: t.attempt(formatDateTime(data.attemptedAt, language, 'Europe/Madrid')) },
    { kind: 'paragraph', text: t.nothingOpened },
    { kind: 'paragraph', text: t.whatToDo },
  ]);
}
