import type { TLanguage } from '@portal/domain';
import { SIGNATURES_CA_ES } from './ca-ES.ts';
import { SIGNATURES_DE_DE } from './de-DE.ts';
import { SIGNATURES_EN_US } from './en-US.ts';
import { SIGNATURES_ES_ES } from './es-ES.ts';
import { SIGNATURES_FR_FR } from './fr-FR.ts';
import { SIGNATURES_GL_ES } from './gl-ES.ts';
import type { SignaturesTexts } from './signatures-texts.ts';

export type { SignaturesTexts } from './signatures-texts.ts';

/** The signatures' words by language, keyed by every TLanguage: a missing one fails the type check. */
export const SIGNATURES_TEXTS: Record<TLanguage, SignaturesTexts> = {
  'ca-ES': SIGNATURES_CA_ES,
  'es-ES': SIGNATURES_ES_ES,
  'en-US': SIGNATURES_EN_US,
  'gl-ES': SIGNATURES_GL_ES,
  'fr-FR': SIGNATURES_FR_FR,
  'de-DE': SIGNATURES_DE_DE,
};
