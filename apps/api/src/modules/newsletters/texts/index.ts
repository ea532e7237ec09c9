import type { TLanguage } from '@portal/domain';
import { NEWSLETTERS_CA_ES } from './ca-ES.ts';
import { NEWSLETTERS_DE_DE } from './de-DE.ts';
import { NEWSLETTERS_EN_US } from './en-US.ts';
import { NEWSLETTERS_ES_ES } from './es-ES.ts';
import { NEWSLETTERS_FR_FR } from './fr-FR.ts';
import { NEWSLETTERS_GL_ES } from './gl-ES.ts';
import type { NewslettersTexts } from './newsletters-texts.ts';

export type { NewslettersTexts } from './newsletters-texts.ts';

/** The newsletters' words by language, keyed by every TLanguage so none can be left out. */
export const NEWSLETTERS_TEXTS: Record<TLanguage, NewslettersTexts> = {
  'ca-ES': NEWSLETTERS_CA_ES,
  'es-ES': NEWSLETTERS_ES_ES,
  'en-US': NEWSLETTERS_EN_US,
  'gl-ES': NEWSLETTERS_GL_ES,
  'fr-FR': NEWSLETTERS_FR_FR,
  'de-DE': NEWSLETTERS_DE_DE,
};
