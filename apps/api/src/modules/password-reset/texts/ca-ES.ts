import { duration } from './duration.ts';
import type { PasswordResetTexts } from './password-reset-texts.ts';

/** Catalan words of password recovery (the mail with the reset link). */
export const PASSWORD_RESET_CA_ES: PasswordResetTexts = {
  resetMail: {
    subject: 'Restabliment de la contrasenya',
    intro: "Hem rebut una sol·licitud per restablir la contrasenya del teu compte. Fes servir l'enllaç següent per triar-ne una de nova.",
    action: 'Tria una contrasenya nova',
    validity: (m) =>
      `L'enllaç funciona una sola vegada i caduca d'aquí a ${duration(m, { minute: ['minut', 'minuts'], hour: ['hora', 'hores'] })}.`,
    notYou: "Si no l'has demanat tu, pots ignorar aquest missatge: la contrasenya no canviarà.",
  },
};
