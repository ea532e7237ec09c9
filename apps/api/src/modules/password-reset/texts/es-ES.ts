import { duration } from './duration.ts';
import type { PasswordResetTexts } from './password-reset-texts.ts';

/** Spanish words of password recovery (the mail with the reset link). */
export const PASSWORD_RESET_ES_ES: PasswordResetTexts = {
  resetMail: {
    subject: 'Restablecimiento de la contraseña',
    intro: 'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta. Usa el siguiente enlace para elegir una nueva.',
    action: 'Elige una contraseña nueva',
    validity: (m) =>
      `El enlace funciona una sola vez y caduca dentro de ${duration(m, { minute: ['minuto', 'minutos'], hour: ['hora', 'horas'] })}.`,
    notYou: 'Si no lo has solicitado tú, puedes ignorar este mensaje: la contraseña no cambiará.',
  },
};
