import type { TLanguage } from '@portal/domain';
import { FRAME_CA_ES } from './ca-ES.ts';
import { FRAME_DE_DE } from './de-DE.ts';
import { FRAME_EN_US } from './en-US.ts';
import { FRAME_ES_ES } from './es-ES.ts';
import { FRAME_FR_FR } from './fr-FR.ts';
import type { FrameTexts } from './frame-texts.ts';
import { FRAME_GL_ES } from './gl-ES.ts';

export type { FrameTexts } from './frame-texts.ts';

/**
 * The frame's words by language. One file per language, each typed FrameTexts, so a missing word fails the type check;
 * keyed by every TLanguage, so a language of customer-area §9 cannot be left out.
 */
export const FRAME_TEXTS: Record<TLanguage, FrameTexts> = {
  'ca-ES': FRAME_CA_ES,
  'es-ES': FRAME_ES_ES,
  'en-US': FRAME_EN_US,
  'gl-ES': FRAME_GL_ES,
  'fr-FR': FRAME_FR_FR,
  'de-DE': FRAME_DE_DE,
};
