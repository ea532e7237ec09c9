import type { TLanguage } from '@portal/domain';
import { type MailBlock, oneLine, type RenderedMail, renderFramedMail } from '../../platform/mail/index.ts';
import { CUSTOMER_SERVICE_TEXTS } from './texts/index.ts';

/**
 * The acknowledgement of a case (customer-area §3: a case has mails): its number, what the
 * customer called it, and that customer service will answer. A signed-in customer's mail goes to
 * the address on file and may quote their own subject back to them (escaped, never HTML). A
 * visitor's goes to whatever address was typed, which nobody has proved is theirs, so it quotes
 * nothing the visitor wrote (no subject, no name, no text, no file name): otherwise anyone could
 * make the retailer's sender carry their words ("Refund pending: confirm your card at https://…")
 * to any mailbox. It then says what to do if the reader never wrote.
 */
export interface CaseReceivedData {
  /** The case number (`CON-2026-000123`), which the customer quotes to customer service. */
  caseNumber: string;
  /** What the signed-in customer called the case. Never a visitor's: leave it out for the unsigned form. */
  caseSubject?: string | undefined;
  /** Whom to greet (the signed-in customer, as the retailer has them); a visitor is greeted without a name. */
  name?: string | undefined;
  /** The retailer's name, which signs the mail. */
  organisation: string;
  /** An ATC claim is acknowledged as a claim, its subject line the claim's reason; anything else is a message. */
  claim?: boolean | undefined;
}

declare module '../../platform/mail/templates.ts' {
  interface MailKinds {
    case_received: CaseReceivedData;
  }
}

/** The case's own words in the frame (platform/mail): greeting, signature and escaping live there. */
export function caseReceivedMail(data: CaseReceivedData, language: TLanguage): RenderedMail {
  const texts = CUSTOMER_SERVICE_TEXTS[language].caseReceivedMail;
  // A claim is called a claim; the rest of the frame (the visitor's note) is the message's.
  const t = data.claim ? { ...texts, ...texts.claim, subjectLine: texts.claim.reasonLine } : texts;
  // The number and the customer's subject stand in the subject header, so they are one line everywhere.
  const number = oneLine(data.caseNumber);
  const blocks: MailBlock[] =
    data.caseSubject === undefined
      ? [
          { kind: 'paragraph', text: t.received(number) },
          { kind: 'paragraph', text: t.answer },
          { kind: 'paragraph', text: t.notYou },
        ]
      : [
          { kind: 'paragraph', text: t.received(number) },
          { kind: 'labelled', label: t.subjectLine, text: oneLine(data.caseSubject) },
          { kind: 'paragraph', text: t.answer },
        ];
  return renderFramedMail({ language, subject: t.subject(number), name: data.name, organisation: data.organisation }, blocks);
}
