import type { TLanguage } from '@portal/domain';
import { INVOICES_CA_ES } from './ca-ES.ts';
import { INVOICES_DE_DE } from './de-DE.ts';
import { INVOICES_EN_US } from './en-US.ts';
import { INVOICES_ES_ES } from './es-ES.ts';
import { INVOICES_FR_FR } from './fr-FR.ts';
import { INVOICES_GL_ES } from './gl-ES.ts';
import type { InvoicesTexts } from './invoices-texts.ts';

export type { InvoicesTexts } from './invoices-texts.ts';

/** The invoices' mail words by language, keyed by every TLanguage: a missing one fails the type check. */
export const INVOICES_TEXTS: Record<TLanguage, InvoicesTexts> = {
  'ca-ES': INVOICES_CA_ES,
  'es-ES': INVOICES_ES_ES,
  'en-US': INVOICES_EN_US,
  'gl-ES': INVOICES_GL_ES,
  'fr-FR': INVOICES_FR_FR,
  'de-DE': INVOICES_DE_DE,
};
