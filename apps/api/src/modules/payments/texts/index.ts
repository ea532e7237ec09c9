import type { TLanguage } from '@portal/domain';
import { PAYMENT_MAILS_CA_ES, RECEIPT_CA_ES } from './ca-ES.ts';
import { PAYMENT_MAILS_DE_DE, RECEIPT_DE_DE } from './de-DE.ts';
import { PAYMENT_MAILS_EN_US, RECEIPT_EN_US } from './en-US.ts';
import { PAYMENT_MAILS_ES_ES, RECEIPT_ES_ES } from './es-ES.ts';
import { PAYMENT_MAILS_FR_FR, RECEIPT_FR_FR } from './fr-FR.ts';
import { PAYMENT_MAILS_GL_ES, RECEIPT_GL_ES } from './gl-ES.ts';
import type { PaymentMailTexts } from './payment-mail-texts.ts';
import type { ReceiptLabels } from './receipt-labels.ts';

export type { PaymentMailTexts } from './payment-mail-texts.ts';
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

/** The words of the payment mails by language, keyed by every TLanguage. */
export const PAYMENT_MAIL_TEXTS: Record<TLanguage, PaymentMailTexts> = {
  'ca-ES': PAYMENT_MAILS_CA_ES,
  'es-ES': PAYMENT_MAILS_ES_ES,
  'en-US': PAYMENT_MAILS_EN_US,
  'gl-ES': PAYMENT_MAILS_GL_ES,
  'fr-FR': PAYMENT_MAILS_FR_FR,
  'de-DE': PAYMENT_MAILS_DE_DE,
};
