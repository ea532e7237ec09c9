import type { TLanguage } from '@portal/domain';
import { STAFF_CA_ES } from './ca-ES.ts';
import { STAFF_DE_DE } from './de-DE.ts';
import { STAFF_EN_US } from './en-US.ts';
import { STAFF_ES_ES } from './es-ES.ts';
import { STAFF_FR_FR } from './fr-FR.ts';
import { STAFF_GL_ES } from './gl-ES.ts';
import type { StaffTexts } from './staff-texts.ts';

export type { StaffTexts } from './staff-texts.ts';

/**
 * The words staff actions send to customers by language. One file per language, each typed StaffTexts, so a missing word fails the type check;
 * keyed by every TLanguage, so a language of customer-area §9 cannot be left out.
 */
export const STAFF_TEXTS: Record<TLanguage, StaffTexts> = {
  'ca-ES': STAFF_CA_ES,
  'es-ES': STAFF_ES_ES,
  'en-US': STAFF_EN_US,
  'gl-ES': STAFF_GL_ES,
  'fr-FR': STAFF_FR_FR,
  'de-DE': STAFF_DE_DE,
};
