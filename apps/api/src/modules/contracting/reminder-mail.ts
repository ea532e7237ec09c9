import type { TContractingType, TLanguage } from '@portal/domain';
import { type RenderedMail, renderFramedMail } from '../../platform/mail/index.ts';
import { CONTRACTING_TEXTS } from './texts/index.ts';

/**
 * The one reminder of an abandoned wizard (docs/contracting.md, "The reminder"). The address was
 * typed in the wizard, so the mail quotes nothing the visitor wrote (no name, no CUPS): only the
 * wizard's kind and the link that takes the lead up again.
 */
export interface ContractingReminderData {
  type: TContractingType;
  /** <PUBLIC_URL>/<the wizard's path in the lead's language>?resume=<token>. */
  url: string;
  validDays: number;
  organisation: string;
}

declare module '../../platform/mail/templates.ts' {
  interface MailKinds {
    contracting_reminder: ContractingReminderData;
  }
}

export function contractingReminderMail(data: ContractingReminderData, language: TLanguage): RenderedMail {
  const t = CONTRACTING_TEXTS[language];
  const m = t.reminderMail;
  return renderFramedMail({ language, subject: m.subject, organisation: data.organisation, noReferrer: true }, [
    { kind: 'paragraph', text: m.intro(t.wizard[data.type]) },
    { kind: 'paragraph', text: m.kept },
    { kind: 'action', label: m.action, url: data.url },
    { kind: 'paragraph', text: m.validity(data.validDays) },
    { kind: 'paragraph', text: m.why },
  ]);
}
