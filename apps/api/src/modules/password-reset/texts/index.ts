import type { TLanguage } from '@portal/domain';
import { PASSWORD_RESET_CA_ES } from './ca-ES.ts';
import { PASSWORD_RESET_DE_DE } from './de-DE.ts';
import { PASSWORD_RESET_EN_US } from './en-US.ts';
import { PASSWORD_RESET_ES_ES } from './es-ES.ts';
import { PASSWORD_RESET_FR_FR } from './fr-FR.ts';
import { PASSWORD_RESET_GL_ES } from './gl-ES.ts';
import type { PasswordResetTexts } from './password-reset-texts.ts';

export type { PasswordResetTexts } from './password-reset-texts.ts';

/**
 * The words of password recovery by language. One file per language, each typed PasswordResetTexts, so a missing word fails the type check;
 * keyed by every TLanguage, so a language of customer-area §9 cannot be left out.
 */
export const PASSWORD_RESET_TEXTS: Record<TLanguage, PasswordResetTexts> = {
  'ca-ES': PASSWORD_RESET_CA_ES,
  'es-ES': PASSWORD_RESET_ES_ES,
  'en-US': PASSWORD_RESET_EN_US,
  'gl-ES': PASSWORD_RESET_GL_ES,
  'fr-FR': PASSWORD_RESET_FR_FR,
  'de-DE': PASSWORD_RESET_DE_DE,
};
