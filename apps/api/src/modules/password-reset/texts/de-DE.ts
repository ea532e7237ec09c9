import { duration } from './duration.ts';
import type { PasswordResetTexts } from './password-reset-texts.ts';

/** German words of password recovery (the mail with the reset link). */
export const PASSWORD_RESET_DE_DE: PasswordResetTexts = {
  resetMail: {
    subject: 'Passwort zurücksetzen',
    intro: 'Wir haben eine Anfrage erhalten, das Passwort Ihres Kontos zurückzusetzen. Über den folgenden Link wählen Sie ein neues.',
    action: 'Neues Passwort wählen',
    validity: (m) =>
      `Der Link funktioniert nur einmal und läuft in ${duration(m, { minute: ['Minute', 'Minuten'], hour: ['Stunde', 'Stunden'] })} ab.`,
    notYou: 'Falls Sie das nicht angefordert haben, ignorieren Sie diese Nachricht: Ihr Passwort bleibt unverändert.',
  },
};
