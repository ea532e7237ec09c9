import type { TLanguage } from '@portal/domain';
import { TRAIL_CA_ES } from './ca-ES.ts';
import { TRAIL_DE_DE } from './de-DE.ts';
import { TRAIL_EN_US } from './en-US.ts';
import { TRAIL_ES_ES } from './es-ES.ts';
import { TRAIL_FR_FR } from './fr-FR.ts';
import { TRAIL_GL_ES } from './gl-ES.ts';
import type { TTrailFileLabels } from './trail-labels.ts';

export type { TTrailFileLabels } from './trail-labels.ts';

/**
 * The trail download's words by language. One file per language, each typed TTrailFileLabels, so a
 * missing word fails the type check; keyed by every TLanguage, so no language can be left out.
 */
export const TRAIL_LABELS: Record<TLanguage, TTrailFileLabels> = {
  'ca-ES': TRAIL_CA_ES,
  'es-ES': TRAIL_ES_ES,
  'en-US': TRAIL_EN_US,
  'gl-ES': TRAIL_GL_ES,
  'fr-FR': TRAIL_FR_FR,
  'de-DE': TRAIL_DE_DE,
};
