import type { TLanguage } from '@portal/domain';
import { LABELS_CA_ES } from './ca-ES.ts';
import { LABELS_DE_DE } from './de-DE.ts';
import { LABELS_EN_US } from './en-US.ts';
import { LABELS_ES_ES } from './es-ES.ts';
import { LABELS_FR_FR } from './fr-FR.ts';
import { LABELS_GL_ES } from './gl-ES.ts';
import type { ReceiptLabels } from './receipt-labels.ts';

export type { ReceiptLabels } from './receipt-labels.ts';

/**
 * The words of the payment receipt by language. One file per language, each typed ReceiptLabels, so a missing word fails the type check;
 * keyed by every TLanguage, so a language of customer-area §9 cannot be left out.
 */
export const RECEIPT_LABELS: Record<TLanguage, ReceiptLabels> = {
  'ca-ES': LABELS_CA_ES,
  'es-ES': LABELS_ES_ES,
  'en-US': LABELS_EN_US,
  'gl-ES': LABELS_GL_ES,
  'fr-FR': LABELS_FR_FR,
  'de-DE': LABELS_DE_DE,
};
