import type { TLanguage } from '@portal/domain';
import { CUSTOMER_SERVICE_CA_ES } from './ca-ES.ts';
import type { CustomerServiceTexts } from './customer-service-texts.ts';
import { CUSTOMER_SERVICE_DE_DE } from './de-DE.ts';
import { CUSTOMER_SERVICE_EN_US } from './en-US.ts';
import { CUSTOMER_SERVICE_ES_ES } from './es-ES.ts';
import { CUSTOMER_SERVICE_FR_FR } from './fr-FR.ts';
import { CUSTOMER_SERVICE_GL_ES } from './gl-ES.ts';

export type { CustomerServiceTexts } from './customer-service-texts.ts';

/**
 * The words of customer service by language. One file per language, each typed CustomerServiceTexts, so a missing word fails the type check;
 * keyed by every TLanguage, so a language of customer-area §9 cannot be left out.
 */
export const CUSTOMER_SERVICE_TEXTS: Record<TLanguage, CustomerServiceTexts> = {
  'ca-ES': CUSTOMER_SERVICE_CA_ES,
  'es-ES': CUSTOMER_SERVICE_ES_ES,
  'en-US': CUSTOMER_SERVICE_EN_US,
  'gl-ES': CUSTOMER_SERVICE_GL_ES,
  'fr-FR': CUSTOMER_SERVICE_FR_FR,
  'de-DE': CUSTOMER_SERVICE_DE_DE,
};
