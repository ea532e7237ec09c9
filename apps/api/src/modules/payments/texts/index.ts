import type { TLanguage } from '@portal/domain';
import { RECEIPT_CA_ES } from './ca-ES.ts';
import { RECEIPT_DE_DE } from './de-DE.ts';
import { RECEIPT_EN_US } from './en-US.ts';
import { RECEIPT_ES_ES } from './es-ES.ts';
import { RECEIPT_FR_FR } from './fr-FR.ts';
import { RECEIPT_GL_ES } from './gl-ES.ts';
import type { ReceiptLabels } from './receipt-labels.ts';

export type { ReceiptLabels } from './receipt-labels.ts';

/**
 * The words of the payment receipt by language. One file per language, each typed ReceiptLabels, so a missing word fails the type check;
 * keyed by every TLanguage, so a language of customer-area §9 cannot be left out.
 */
export const RECEIPT_LABELS: Record<TLanguage, ReceiptLabels> = {
  'ca-ES': RECEIPT_CA_ES,
  'es-ES': RECEIPT_ES_ES,
  'en-US': RECEIPT_EN_US,
  'gl-ES': RECEIPT_GL_ES,
  'fr-FR': RECEIPT_FR_FR,
  'de-DE': RECEIPT_DE_DE,
};
