import type { TContactHours, TLanguage, TLeadKind, TLeadMode } from '@portal/domain';
import { type MailBlock, type RenderedMail, renderFramedMail } from '../../platform/mail/index.ts';
import { LEADS_TEXTS } from './texts/index.ts';

/**
 * The acknowledgement of a lead to the visitor (visitor-and-shell §2.4; docs/leads.md): what they
 * asked for, when the sales team will call (their contact hours) and how to reach the retailer
 * meanwhile (settings `organization`: phone, schedule, e-mail). Anyone can type any address in
 * the form, so the mail quotes nothing the visitor wrote (no name, no phone, no CUPS, no file
 * name): only choices from fixed lists. The form cannot make our sender carry a stranger's words.
 */
export interface LeadReceivedData {
  kind: TLeadKind;
  mode: TLeadMode;
  contactHours: TContactHours;
  /** The retailer as the settings have it (organization). */
  organisation: { name: string; phone?: string | undefined; schedule?: string | undefined; email?: string | undefined };
}

declare module '../../platform/mail/templates.ts' {
  interface MailKinds {
    lead_received: LeadReceivedData;
  }
}

export function leadReceivedMail(data: LeadReceivedData, language: TLanguage): RenderedMail {
  const t = LEADS_TEXTS[language];
  const m = t.receivedMail;
  const kind = t.kinds[data.kind];
  const { phone, schedule, email } = data.organisation;
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: data.mode === 'manual' ? m.askedInvoice(kind) : m.asked(kind) },
    { kind: 'paragraph', text: m.call(t.hours[data.contactHours]) },
  ];
  if (phone || email) {
    blocks.push({ kind: 'paragraph', text: m.reachUs });
    if (phone) blocks.push({ kind: 'labelled', label: m.phone, text: phone });
    if (schedule) blocks.push({ kind: 'labelled', label: m.schedule, text: schedule });
    if (email) blocks.push({ kind: 'labelled', label: m.email, text: email });
  }
  blocks.push({ kind: 'paragraph', text: m.notYou });
  return renderFramedMail({ language, subject: m.subject, organisation: data.organisation.name }, blocks);
}
