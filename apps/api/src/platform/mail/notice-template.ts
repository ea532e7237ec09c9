import type { TLanguage } from '@portal/domain';
import { type MailBlock, renderFramedMail } from './mail-frame.ts';
import type { RenderedMail } from './rendered-mail.ts';

/**
 * The generic notice: a greeting, the feature's paragraphs, an optional button, the retailer's
 * signature. Features pass their own texts already in the customer's language (subject,
 * paragraphs, the button's label); the frame (mail-frame.ts) owns the words around them, in six
 * languages. A feature that needs more writes its own template (docs/mail.md, "Adding a mail").
 */
export interface NoticeData {
  /** The subject line, in the customer's language. */
  subject: string;
  /** Whom to greet; the greeting has no name without it. */
  name?: string | undefined;
  /** Plain text, one entry a paragraph: escaped, never read as HTML. */
  paragraphs: readonly string[];
  /** A button to a page of the portal (http or https only). */
  action?: { label: string; url: string } | undefined;
  /** The retailer's name, which signs the mail. */
  organisation: string;
}

export function noticeTemplate(data: NoticeData, language: TLanguage): RenderedMail {
  const blocks: MailBlock[] = data.paragraphs.map((text) => ({ kind: 'paragraph', text }));
  if (data.action) blocks.push({ kind: 'action', ...data.action });
  return renderFramedMail({ language, subject: data.subject, name: data.name, organisation: data.organisation }, blocks);
}
