import { formatLongDate, formatMoney, type TLanguage } from '@portal/domain';
import { oneLine, type RenderedMail, renderFramedMail } from '../../platform/mail/index.ts';
import { INVOICES_TEXTS } from './texts/index.ts';

/**
 * The mail that tells a customer an invoice of their contract was issued: the "invoice issued"
 * notification, which the customer may turn off (docs/communications.md). Invoices are issued by
 * the back office; in this portal only the demo seed issues them, and it writes each one's mail
 * with this template into the outbox as already sent (seed/demo/demo-invoice-mails.ts).
 */
export interface InvoiceIssuedData {
  invoiceNumber: string;
  contractName: string;
  /** YYYY-MM-DD. */
  invoiceDate: string;
  /** In euros. */
  amountTotal: number;
  /** The contract's communications page. */
  url: string;
  name?: string | undefined;
  organisation: string;
}

declare module '../../platform/mail/templates.ts' {
  interface MailKinds {
    invoice_issued: InvoiceIssuedData;
  }
}

export function invoiceIssuedMail(data: InvoiceIssuedData, language: TLanguage): RenderedMail {
  const t = INVOICES_TEXTS[language].issuedMail;
  const invoice = oneLine(data.invoiceNumber);
  return renderFramedMail({ language, subject: t.subject(invoice), name: data.name, organisation: data.organisation }, [
    { kind: 'paragraph', text: t.intro(oneLine(data.contractName)) },
    { kind: 'labelled', label: t.number, text: invoice },
    { kind: 'labelled', label: t.date, text: formatLongDate(data.invoiceDate, language) },
    { kind: 'labelled', label: t.amount, text: formatMoney(data.amountTotal, language) },
    { kind: 'action', label: t.action, url: data.url },
  ]);
}
