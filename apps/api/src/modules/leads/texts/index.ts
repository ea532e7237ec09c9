import type { TLanguage } from '@portal/domain';
import { LEADS_CA_ES } from './ca-ES.ts';
import { LEADS_DE_DE } from './de-DE.ts';
import { LEADS_EN_US } from './en-US.ts';
import { LEADS_ES_ES } from './es-ES.ts';
import { LEADS_FR_FR } from './fr-FR.ts';
import { LEADS_GL_ES } from './gl-ES.ts';
import type { LeadsTexts } from './leads-texts.ts';

export type { LeadsTexts } from './leads-texts.ts';

/** The words of the leads by language: one file per language, each typed LeadsTexts, keyed by every TLanguage. */
export const LEADS_TEXTS: Record<TLanguage, LeadsTexts> = {
  'ca-ES': LEADS_CA_ES,
  'es-ES': LEADS_ES_ES,
  'en-US': LEADS_EN_US,
  'gl-ES': LEADS_GL_ES,
  'fr-FR': LEADS_FR_FR,
  'de-DE': LEADS_DE_DE,
};
