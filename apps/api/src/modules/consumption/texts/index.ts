import type { TLanguage } from '@portal/domain';
import { DOWNLOAD_CA_ES } from './ca-ES.ts';
import { DOWNLOAD_DE_DE } from './de-DE.ts';
import type { TDownloadLabels } from './download-labels.ts';
import { DOWNLOAD_EN_US } from './en-US.ts';
import { DOWNLOAD_ES_ES } from './es-ES.ts';
import { DOWNLOAD_FR_FR } from './fr-FR.ts';
import { DOWNLOAD_GL_ES } from './gl-ES.ts';

export type { TDownloadLabels } from './download-labels.ts';

/**
 * The header row of a readings download by language. One file per language, each typed TDownloadLabels, so a missing word fails the type check;
 * keyed by every TLanguage, so a language of customer-area §9 cannot be left out.
 */
export const DOWNLOAD_LABELS: Record<TLanguage, TDownloadLabels> = {
  'ca-ES': DOWNLOAD_CA_ES,
  'es-ES': DOWNLOAD_ES_ES,
  'en-US': DOWNLOAD_EN_US,
  'gl-ES': DOWNLOAD_GL_ES,
  'fr-FR': DOWNLOAD_FR_FR,
  'de-DE': DOWNLOAD_DE_DE,
};
