import type { TLanguage } from '@portal/domain';
import { TEXTS_CA_ES } from './ca-ES.ts';
import { TEXTS_DE_DE } from './de-DE.ts';
import { TEXTS_EN_US } from './en-US.ts';
import { TEXTS_ES_ES } from './es-ES.ts';
import { TEXTS_FR_FR } from './fr-FR.ts';
import type { FrameTexts } from './frame-texts.ts';
import { TEXTS_GL_ES } from './gl-ES.ts';

export type { FrameTexts } from './frame-texts.ts';

/**
 * The frame's words by language. One file per language, each typed FrameTexts, so a missing word fails the type check;
 * keyed by every TLanguage, so a language of customer-area §9 cannot be left out.
 */
export const FRAME_TEXTS: Record<TLanguage, FrameTexts> = {
  'ca-ES': TEXTS_CA_ES,
  'es-ES': TEXTS_ES_ES,
  'en-US': TEXTS_EN_US,
  'gl-ES': TEXTS_GL_ES,
  'fr-FR': TEXTS_FR_FR,
  'de-DE': TEXTS_DE_DE,
};
