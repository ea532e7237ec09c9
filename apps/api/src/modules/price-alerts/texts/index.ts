import type { TLanguage } from '@portal/domain';
import { PRICE_ALERTS_CA_ES } from './ca-ES.ts';
import { PRICE_ALERTS_DE_DE } from './de-DE.ts';
import { PRICE_ALERTS_EN_US } from './en-US.ts';
import { PRICE_ALERTS_ES_ES } from './es-ES.ts';
import { PRICE_ALERTS_FR_FR } from './fr-FR.ts';
import { PRICE_ALERTS_GL_ES } from './gl-ES.ts';
import type { PriceAlertsTexts } from './price-alerts-texts.ts';

export type { PriceAlertsTexts } from './price-alerts-texts.ts';

/** The price alerts' words by language: keyed by every TLanguage, each file typed, so a missing word or language fails the type check. */
export const PRICE_ALERTS_TEXTS: Record<TLanguage, PriceAlertsTexts> = {
  'ca-ES': PRICE_ALERTS_CA_ES,
  'es-ES': PRICE_ALERTS_ES_ES,
  'en-US': PRICE_ALERTS_EN_US,
  'gl-ES': PRICE_ALERTS_GL_ES,
  'fr-FR': PRICE_ALERTS_FR_FR,
  'de-DE': PRICE_ALERTS_DE_DE,
};
