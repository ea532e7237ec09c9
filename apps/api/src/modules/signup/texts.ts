import type { TLanguage } from '@portal/domain';

/**
 * What POST signup/confirm answers in result.render (customer-area §7): texts in the request's
 * language, as the spec's backend renders them. One text for every mismatch of tax id, contract,
 * invoice number or an e-mail not on file, so the answer never tells which of them is wrong (no
 * probing of customers).
 */
export interface SignupTexts {
  dataMismatch: string;
  alreadyRegistered: string;
  /** The confirmation, plain text: the web shows it as text, never as HTML. */
  mailed: (email: string, hours: number) => string;
}

export const SIGNUP_TEXTS: Record<TLanguage, SignupTexts> = {
  'ca-ES': {
    dataMismatch:
      'Les dades no coincideixen amb les nostres. Reviseu el NIF, el número de contracte, el correu electrònic (ha de ser el que ja tenim vostre, on rebeu les factures o els avisos) i, si us el demanem, el número de factura.',
    alreadyRegistered: 'Aquest client ja té un compte. Inicieu la sessió o, si no recordeu la contrasenya, demaneu-ne una de nova.',
    mailed: (email, hours) =>
      `Us hem enviat un correu a ${email} amb un enllaç per activar el compte i triar la contrasenya. L'enllaç funciona durant ${hours} hores. Si no el rebeu, mireu la carpeta de correu brossa.`,
  },
  'es-ES': {
    dataMismatch:
      'Los datos no coinciden con los nuestros. Revise el NIF, el número de contrato, el correo electrónico (debe ser el que ya tenemos suyo, donde recibe las facturas o los avisos) y, si se le pide, el número de factura.',
    alreadyRegistered: 'Este cliente ya tiene una cuenta. Inicie sesión o, si no recuerda la contraseña, solicite una nueva.',
    mailed: (email, hours) =>
      `Le hemos enviado un correo a ${email} con un enlace para activar la cuenta y elegir la contraseña. El enlace funciona durante ${hours} horas. Si no lo recibe, mire la carpeta de correo no deseado.`,
  },
  'en-US': {
    dataMismatch:
      'The details do not match our records. Check the tax ID, the contract number, the e-mail (it must be the one we already have for you, where you receive invoices or notices) and, if asked, the invoice number.',
    alreadyRegistered: 'This customer already has an account. Sign in or, if you forgot the password, ask for a new one.',
    mailed: (email, hours) =>
      `We have sent an e-mail to ${email} with a link to activate the account and choose the password. The link works for ${hours} hours. If it does not arrive, check the spam folder.`,
  },
  'gl-ES': {
    dataMismatch:
      'Os datos non coinciden cos nosos. Revise o NIF, o número de contrato, o correo electrónico (debe ser o que xa temos seu, onde recibe as facturas ou os avisos) e, se se lle pide, o número de factura.',
    alreadyRegistered: 'Este cliente xa ten unha conta. Inicie sesión ou, se non lembra o contrasinal, solicite un novo.',
    mailed: (email, hours) =>
      `Enviámoslle un correo a ${email} cunha ligazón para activar a conta e escoller o contrasinal. A ligazón funciona durante ${hours} horas. Se non o recibe, mire o cartafol de correo lixo.`,
  },
  'fr-FR': {
    dataMismatch:
      "Les données ne correspondent pas aux nôtres. Vérifiez le NIF, le numéro de contrat, l'e-mail (celui que nous avons déjà pour vous, où vous recevez les factures ou les avis) et, si demandé, le numéro de facture.",
    alreadyRegistered: 'Ce client a déjà un compte. Connectez-vous ou, si vous avez oublié le mot de passe, demandez-en un nouveau.',
    mailed: (email, hours) =>
      `Nous avons envoyé un e-mail à ${email} avec un lien pour activer le compte et choisir le mot de passe. Le lien fonctionne pendant ${hours} heures. S'il n'arrive pas, regardez dans les courriers indésirables.`,
  },
  'de-DE': {
    dataMismatch:
      'Die Angaben stimmen nicht mit unseren Daten überein. Prüfen Sie die Steuernummer, die Vertragsnummer, die E-Mail-Adresse (es muss die sein, die wir bereits von Ihnen haben und an die wir Rechnungen oder Mitteilungen senden) und, falls verlangt, die Rechnungsnummer.',
    alreadyRegistered:
      'Dieser Kunde hat bereits ein Konto. Melden Sie sich an oder fordern Sie ein neues Passwort an, falls Sie es vergessen haben.',
    mailed: (email, hours) =>
      `Wir haben eine E-Mail an ${email} gesendet, mit einem Link, um das Konto zu aktivieren und das Passwort zu wählen. Der Link funktioniert ${hours} Stunden lang. Falls sie nicht ankommt, sehen Sie im Spam-Ordner nach.`,
  },
};
