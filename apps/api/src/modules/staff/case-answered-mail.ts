import type { TCaseOutcome, TLanguage } from '@portal/domain';
import { oneLine, type RenderedMail, renderFramedMail } from '../../platform/mail/index.ts';
import { STAFF_TEXTS } from './texts/index.ts';

/**
 * The mail that tells a customer customer service acted on their case (docs/staff.md): a staff
 * reply (its text, as staff wrote it) or a new outcome. It names the case by its number and
 * links to its page in the requests mailbox, where the whole conversation is.
 */
export interface CaseAnsweredData {
  caseNumber: string;
  change: { kind: 'reply'; body: string; label: string } | { kind: 'outcome'; outcome: TCaseOutcome };
  /** The case's page: <PUBLIC_URL>/solicituts/<number>. */
  url: string;
  /** Whom to greet; the greeting has no name without it. */
  name?: string | undefined;
  /** The retailer's name, which signs the mail. */
  organisation: string;
}

declare module '../../platform/mail/templates.ts' {
  interface MailKinds {
    case_answered: CaseAnsweredData;
  }
}

/** The outcome as the mail names it, in the customer's language. */
export const caseOutcomeLabel = (outcome: TCaseOutcome, language: TLanguage): string =>
  STAFF_TEXTS[language].caseAnsweredMail.outcomes[outcome];

/**
 * The case's own words in the frame (platform/mail). The automatic note is the case's own: it says
 * where to answer instead. The button has no fallback sentence, only the link under it.
 */
export function caseAnsweredMail(data: CaseAnsweredData, language: TLanguage): RenderedMail {
  const t = STAFF_TEXTS[language].caseAnsweredMail;
  // The number comes from our sequence, but a subject is one header line whatever it holds.
  const number = oneLine(data.caseNumber);
  const { change } = data;
  const label = change.kind === 'reply' ? change.label.replace(/\s+/g, ' ').trim() : '';
  return renderFramedMail(
    {
      language,
      subject: change.kind === 'reply' ? t.replySubject(number) : t.outcomeSubject(number),
      name: data.name,
      organisation: data.organisation,
      automatic: t.automatic,
    },
    [
      { kind: 'paragraph', text: change.kind === 'reply' ? t.replyIntro(number, label) : t.outcomeIntro(number) },
      // The reply as staff wrote it (line breaks kept, every character escaped), or the new outcome.
      change.kind === 'reply' ? { kind: 'quote', text: change.body } : { kind: 'strong', text: caseOutcomeLabel(change.outcome, language) },
      { kind: 'action', label: t.action, url: data.url, fallback: false },
    ],
  );
}
