import { duration } from './duration.ts';
import type { PasswordResetTexts } from './password-reset-texts.ts';

/** French words of password recovery (the mail with the reset link). */
export const PASSWORD_RESET_FR_FR: PasswordResetTexts = {
  resetMail: {
    subject: 'Réinitialisation du mot de passe',
    intro:
      'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte. Utilisez le lien ci-dessous pour en choisir un nouveau.',
    action: 'Choisir un nouveau mot de passe',
    validity: (m) =>
      `Le lien ne fonctionne qu’une fois et expire dans ${duration(m, { minute: ['minute', 'minutes'], hour: ['heure', 'heures'] })}.`,
    notYou: 'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe ne changera pas.',
  },
};
