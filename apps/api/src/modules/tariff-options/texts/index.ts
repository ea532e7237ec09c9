import type { TLanguage } from '@portal/domain';
import { TARIFF_OPTIONS_CA_ES } from './ca-ES.ts';
import { TARIFF_OPTIONS_DE_DE } from './de-DE.ts';
import { TARIFF_OPTIONS_EN_US } from './en-US.ts';
import { TARIFF_OPTIONS_ES_ES } from './es-ES.ts';
import { TARIFF_OPTIONS_FR_FR } from './fr-FR.ts';
import { TARIFF_OPTIONS_GL_ES } from './gl-ES.ts';
import type { TariffOptionsTexts } from './tariff-options-texts.ts';

export type { TariffOptionsTexts } from './tariff-options-texts.ts';

/** The tariff options' mail words by language, keyed by every TLanguage: a missing one fails the type check. */
export const TARIFF_OPTIONS_TEXTS: Record<TLanguage, TariffOptionsTexts> = {
  'ca-ES': TARIFF_OPTIONS_CA_ES,
  'es-ES': TARIFF_OPTIONS_ES_ES,
  'en-US': TARIFF_OPTIONS_EN_US,
  'gl-ES': TARIFF_OPTIONS_GL_ES,
  'fr-FR': TARIFF_OPTIONS_FR_FR,
  'de-DE': TARIFF_OPTIONS_DE_DE,
};
