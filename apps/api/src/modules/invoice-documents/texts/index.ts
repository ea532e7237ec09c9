import type { TLanguage } from '@portal/domain';
import { INVOICE_CA_ES } from './ca-ES.ts';
import { INVOICE_DE_DE } from './de-DE.ts';
import { INVOICE_EN_US } from './en-US.ts';
import { INVOICE_ES_ES } from './es-ES.ts';
import { INVOICE_FR_FR } from './fr-FR.ts';
import { INVOICE_GL_ES } from './gl-ES.ts';
import type { InvoiceLabels } from './invoice-labels.ts';

export type { InvoiceLabels } from './invoice-labels.ts';

/**
 * The words of the invoice PDF by language. One file per language, each typed InvoiceLabels, so a missing word fails the type check;
 * keyed by every TLanguage, so a language of customer-area §9 cannot be left out.
 */
export const INVOICE_LABELS: Record<TLanguage, InvoiceLabels> = {
  'ca-ES': INVOICE_CA_ES,
  'es-ES': INVOICE_ES_ES,
  'en-US': INVOICE_EN_US,
  'gl-ES': INVOICE_GL_ES,
  'fr-FR': INVOICE_FR_FR,
  'de-DE': INVOICE_DE_DE,
};
