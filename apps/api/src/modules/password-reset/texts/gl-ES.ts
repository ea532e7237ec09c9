import { duration } from './duration.ts';
import type { PasswordResetTexts } from './password-reset-texts.ts';

/** Galician words of password recovery (the mail with the reset link). */
export const PASSWORD_RESET_GL_ES: PasswordResetTexts = {
  resetMail: {
    subject: 'Restablecemento do contrasinal',
    intro: 'Recibimos unha solicitude para restablecer o contrasinal da túa conta. Usa a seguinte ligazón para escoller un novo.',
    action: 'Escolle un contrasinal novo',
    validity: (m) =>
      `A ligazón funciona unha soa vez e caduca dentro de ${duration(m, { minute: ['minuto', 'minutos'], hour: ['hora', 'horas'] })}.`,
    notYou: 'Se non o solicitaches ti, podes ignorar esta mensaxe: o contrasinal non cambiará.',
  },
};
