import type { SignupTexts } from './signup-texts.ts';

/** French words of sign-up (the answers of signup/confirm and its two mails). */
export const SIGNUP_FR_FR: SignupTexts = {
  dataMismatch:
    "Les données ne correspondent pas aux nôtres. Vérifiez le NIF, le numéro de contrat, l'e-mail (celui que nous avons déjà pour vous, où vous recevez les factures ou les avis) et, si demandé, le numéro de facture.",
  alreadyRegistered: 'Ce client a déjà un compte. Connectez-vous ou, si vous avez oublié le mot de passe, demandez-en un nouveau.',
  mailed: (email, hours) =>
    `Nous avons envoyé un e-mail à ${email} avec un lien pour activer le compte et choisir le mot de passe. Le lien fonctionne pendant ${hours} ${hours === 1 ? 'heure' : 'heures'}. S'il n'arrive pas, regardez dans les courriers indésirables.`,
  activationMail: {
    subject: (o) => `Activez votre compte ${o}`,
    intro:
      "Nous avons reçu une demande d'inscription à l'espace client avec vos données. Pour activer le compte, choisissez un mot de passe avec le lien ci-dessous.",
    validity: (h) => `Le lien fonctionne une seule fois pendant ${h} ${h === 1 ? 'heure' : 'heures'}.`,
    action: 'Activer le compte',
    ignore: "Si vous n'avez pas demandé d'inscription, ignorez ce message : le compte ne sera pas activé.",
  },
  attemptMail: {
    subject: "Tentative d'inscription à l'espace client avec vos données",
    attempt: (d) =>
      `Le ${d}, quelqu'un a tenté d'ouvrir un compte dans l'espace client avec votre NIF et l'un de vos numéros de contrat, mais en indiquant une adresse e-mail que nous n'avons pas pour vous.`,
    nothingOpened:
      "Aucun compte n'a été ouvert et rien n'a changé : nous n'envoyons le lien d'activation qu'à une adresse que nous avons déjà pour vous, comme celle-ci.",
    whatToDo:
      "Si c'était vous, inscrivez-vous à nouveau en indiquant cette adresse e-mail. Sinon, vous n'avez rien à faire ; en cas de doute, contactez notre service client.",
  },
};
