import { duration } from './duration.ts';
import type { PasswordResetTexts } from './password-reset-texts.ts';

/** English words of password recovery (the mail with the reset link). */
export const PASSWORD_RESET_EN_US: PasswordResetTexts = {
  resetMail: {
    subject: 'Reset your password',
    intro: 'We received a request to reset the password of your account. Use the link below to choose a new one.',
    action: 'Choose a new password',
    validity: (m) => `The link works once and expires in ${duration(m, { minute: ['minute', 'minutes'], hour: ['hour', 'hours'] })}.`,
    notYou: 'If you did not ask for this, you can ignore this message: your password will not change.',
  },
};
