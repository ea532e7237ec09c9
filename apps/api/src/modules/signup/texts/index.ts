import type { TLanguage } from '@portal/domain';
import { SIGNUP_CA_ES } from './ca-ES.ts';
import { SIGNUP_DE_DE } from './de-DE.ts';
import { SIGNUP_EN_US } from './en-US.ts';
import { SIGNUP_ES_ES } from './es-ES.ts';
import { SIGNUP_FR_FR } from './fr-FR.ts';
import { SIGNUP_GL_ES } from './gl-ES.ts';
import type { SignupTexts } from './signup-texts.ts';

export type { SignupTexts } from './signup-texts.ts';

/**
 * The words of sign-up by language. One file per language, each typed SignupTexts, so a missing word fails the type check;
 * keyed by every TLanguage, so a language of customer-area §9 cannot be left out.
 */
export const SIGNUP_TEXTS: Record<TLanguage, SignupTexts> = {
  'ca-ES': SIGNUP_CA_ES,
  'es-ES': SIGNUP_ES_ES,
  'en-US': SIGNUP_EN_US,
  'gl-ES': SIGNUP_GL_ES,
  'fr-FR': SIGNUP_FR_FR,
  'de-DE': SIGNUP_DE_DE,
};
