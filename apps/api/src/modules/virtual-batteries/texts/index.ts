import type { TLanguage } from '@portal/domain';
import { VIRTUAL_BATTERY_CA_ES } from './ca-ES.ts';
import { VIRTUAL_BATTERY_DE_DE } from './de-DE.ts';
import { VIRTUAL_BATTERY_EN_US } from './en-US.ts';
import { VIRTUAL_BATTERY_ES_ES } from './es-ES.ts';
import { VIRTUAL_BATTERY_FR_FR } from './fr-FR.ts';
import { VIRTUAL_BATTERY_GL_ES } from './gl-ES.ts';
import type { VirtualBatteryTexts } from './virtual-battery-texts.ts';

export type { VirtualBatteryTexts } from './virtual-battery-texts.ts';

/**
 * The words of the virtual batteries by language. One file per language, each typed VirtualBatteryTexts, so a missing word fails the type check;
 * keyed by every TLanguage, so a language of customer-area §9 cannot be left out.
 */
export const VIRTUAL_BATTERY_TEXTS: Record<TLanguage, VirtualBatteryTexts> = {
  'ca-ES': VIRTUAL_BATTERY_CA_ES,
  'es-ES': VIRTUAL_BATTERY_ES_ES,
  'en-US': VIRTUAL_BATTERY_EN_US,
  'gl-ES': VIRTUAL_BATTERY_GL_ES,
  'fr-FR': VIRTUAL_BATTERY_FR_FR,
  'de-DE': VIRTUAL_BATTERY_DE_DE,
};
