import type { TLanguage } from '@portal/domain';
import { COMPARATOR_CA_ES } from './ca-ES.ts';
import type { ComparatorTexts } from './comparator-texts.ts';
import { COMPARATOR_DE_DE } from './de-DE.ts';
import { COMPARATOR_EN_US } from './en-US.ts';
import { COMPARATOR_ES_ES } from './es-ES.ts';
import { COMPARATOR_FR_FR } from './fr-FR.ts';
import { COMPARATOR_GL_ES } from './gl-ES.ts';

export type { ComparatorTexts } from './comparator-texts.ts';

/** The comparison's words by language; keyed by every TLanguage, so none can be left out. */
export const COMPARATOR_TEXTS: Record<TLanguage, ComparatorTexts> = {
  'ca-ES': COMPARATOR_CA_ES,
  'es-ES': COMPARATOR_ES_ES,
  'en-US': COMPARATOR_EN_US,
  'gl-ES': COMPARATOR_GL_ES,
  'fr-FR': COMPARATOR_FR_FR,
  'de-DE': COMPARATOR_DE_DE,
};
