import type { TLanguage } from '@portal/domain';
import { REPORT_CA_ES } from './ca-ES.ts';
import { REPORT_DE_DE } from './de-DE.ts';
import { REPORT_EN_US } from './en-US.ts';
import { REPORT_ES_ES } from './es-ES.ts';
import { REPORT_FR_FR } from './fr-FR.ts';
import { REPORT_GL_ES } from './gl-ES.ts';
import type { ReportLabels } from './report-labels.ts';

export type { ReportLabels } from './report-labels.ts';

/**
 * The words of the contract report by language. One file per language, each typed ReportLabels, so a missing word fails the type check;
 * keyed by every TLanguage, so a language of customer-area §9 cannot be left out.
 */
export const REPORT_LABELS: Record<TLanguage, ReportLabels> = {
  'ca-ES': REPORT_CA_ES,
  'es-ES': REPORT_ES_ES,
  'en-US': REPORT_EN_US,
  'gl-ES': REPORT_GL_ES,
  'fr-FR': REPORT_FR_FR,
  'de-DE': REPORT_DE_DE,
};
