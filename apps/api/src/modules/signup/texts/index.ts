import type { TLanguage } from '@portal/domain';
import { TEXTS_CA_ES } from './ca-ES.ts';
import { TEXTS_DE_DE } from './de-DE.ts';
import { TEXTS_EN_US } from './en-US.ts';
import { TEXTS_ES_ES } from './es-ES.ts';
import { TEXTS_FR_FR } from './fr-FR.ts';
import { TEXTS_GL_ES } from './gl-ES.ts';
import type { SignupTexts } from './signup-texts.ts';

export type { SignupTexts } from './signup-texts.ts';

/**
 * The words of sign-up by language. One file per language, each typed SignupTexts, so a missing word fails the type check;
 * keyed by every TLanguage, so a language of customer-area §9 cannot be left out.
 */
export const SIGNUP_TEXTS: Record<TLanguage, SignupTexts> = {
  'ca-ES': TEXTS_CA_ES,
  'es-ES': TEXTS_ES_ES,
  'en-US': TEXTS_EN_US,
  'gl-ES': TEXTS_GL_ES,
  'fr-FR': TEXTS_FR_FR,
  'de-DE': TEXTS_DE_DE,
};
