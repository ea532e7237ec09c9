import { formatDateTime, formatFileSize, type TContactHours, type TLanguage, type TLeadKind, type TLeadMode } from '@portal/domain';
import { type MailBlock, oneLine, type RenderedMail, renderFramedMail } from '../../platform/mail/index.ts';
import { leadPayloadText } from './lead-payload-text.ts';
import { LEADS_TEXTS } from './texts/index.ts';

/**
 * The notification of a lead to the retailer's sales address (LEADS_SALES_EMAIL, else the
 * organisation's e-mail; docs/leads.md): every field the visitor sent, escaped by the frame like
 * any value. Mails carry no attachments in this portal (the outbox keeps the rendered text), so an
 * invoice is named with its size and the staff command that downloads it.
 */
export interface LeadNotificationData {
  id: number;
  kind: TLeadKind;
  mode: TLeadMode;
  /** When it arrived (ISO); written in Europe/Madrid time. */
  createdAt: string;
  name: string;
  surname1: string;
  surname2?: string | undefined;
  email: string;
  telephone: string;
  contactHours: TContactHours;
  consent: boolean;
  /** The visitor's language, in which they were acknowledged. */
  language: TLanguage;
  cups: string;
  payload?: Record<string, unknown> | null | undefined;
  invoice?: { filename: string; sizeBytes: number } | undefined;
  organisation: string;
}

declare module '../../platform/mail/templates.ts' {
  interface MailKinds {
    lead_notification: LeadNotificationData;
  }
}

/** How staff fetch a lead's invoice (docs/staff.md). */
export const leadInvoiceCommand = (id: number) => `npm run staff -- leads invoice ${id} factura-${id}`;

export function leadNotificationMail(data: LeadNotificationData, language: TLanguage): RenderedMail {
  const t = LEADS_TEXTS[language];
  const f = t.fields;
  const id = String(data.id);
  const line = (label: string, value: string): MailBlock => ({ kind: 'labelled', label: `${label}:`, text: oneLine(value) });
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: t.salesMail.intro },
    line(f.id, id),
    line(f.createdAt, formatDateTime(data.createdAt, language, 'Europe/Madrid')),
    line(f.kind, t.kinds[data.kind]),
    line(f.mode, t.modes[data.mode]),
    line(f.name, data.name),
    line(f.surname1, data.surname1),
    line(f.surname2, data.surname2 ?? ''),
    line(f.email, data.email),
    line(f.telephone, data.telephone),
    line(f.contactHours, t.hours[data.contactHours]),
    line(f.consent, data.consent ? t.yes : t.no),
    line(f.language, data.language),
    line(f.cups, data.cups),
    line(
      f.invoice,
      data.invoice ? `${data.invoice.filename} (${formatFileSize(data.invoice.sizeBytes, language)})` : t.salesMail.noInvoice,
    ),
  ];
  if (data.invoice) blocks.push({ kind: 'paragraph', text: t.salesMail.invoiceStored(leadInvoiceCommand(data.id)) });
  const payload = leadPayloadText(data.payload);
  if (payload) blocks.push({ kind: 'labelled', label: `${f.payload}:`, text: '' }, { kind: 'quote', text: payload });
  return renderFramedMail({ language, subject: t.salesMail.subject(t.kinds[data.kind], id), organisation: data.organisation }, blocks);
}
