import type { TLanguage } from '@portal/domain';
import { oneLine, type RenderedMail, renderFramedMail } from '../../platform/mail/index.ts';
import { PAYMENT_MAIL_TEXTS } from './texts/index.ts';

/**
 * The mails of a card payment's outcome (docs/payments.md, docs/communications.md): succeeded
 * (always: the answer to the customer's own payment) and failed (a notification the customer may
 * turn off). The amount comes written in the customer's language.
 */
export interface PaymentMailData {
  invoiceNumber: string;
  contractName: string;
  /** The amount charged or tried, formatted (formatMoney). */
  amount: string;
  /** The contract's communications page. */
  url: string;
  name?: string | undefined;
  organisation: string;
}

declare module '../../platform/mail/templates.ts' {
  interface MailKinds {
    payment_succeeded: PaymentMailData;
    payment_failed: PaymentMailData;
  }
}

export function paymentSucceededMail(data: PaymentMailData, language: TLanguage): RenderedMail {
  const t = PAYMENT_MAIL_TEXTS[language];
  const invoice = oneLine(data.invoiceNumber);
  return renderFramedMail({ language, subject: t.succeeded.subject(invoice), name: data.name, organisation: data.organisation }, [
    { kind: 'paragraph', text: t.succeeded.intro(invoice, data.amount, data.contractName) },
    { kind: 'action', label: t.action, url: data.url },
  ]);
}

export function paymentFailedMail(data: PaymentMailData, language: TLanguage): RenderedMail {
  const t = PAYMENT_MAIL_TEXTS[language];
  const invoice = oneLine(data.invoiceNumber);
  return renderFramedMail({ language, subject: t.failed.subject(invoice), name: data.name, organisation: data.organisation }, [
    { kind: 'paragraph', text: t.failed.intro(invoice, data.amount, data.contractName) },
    { kind: 'paragraph', text: t.failed.again },
    { kind: 'action', label: t.action, url: data.url },
  ]);
}
