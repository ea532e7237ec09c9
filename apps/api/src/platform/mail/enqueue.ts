import { isLanguage, type TLanguage } from '@portal/domain';
import type { Executor } from '../../db/database.ts';
import { insertOutboxMail } from '../../db/mail-outbox-repo.ts';
import type { MailKind, MailKinds, MailTemplates } from './templates.ts';

/**
 * The one-click unsubscribe URL (RFC 8058) for an address, when it is a newsletter subscriber, read
 * in the mail's transaction. The newsletters module sets it (platform knows no module).
 */
export type ListUnsubscribeResolver = (tx: Executor, address: string) => Promise<string | undefined>;

/** A mail to send: to whom, in which of the six languages, of which kind and with its data. */
export interface MailMessage<K extends MailKind = MailKind> {
  to: string;
  language: TLanguage;
  template: K;
  data: MailKinds[K];
  /**
   * The customer (and contract) the mail is about, when it is about one: the contract's
   * communications page lists it, and only that customer reads it (docs/communications.md).
   */
  about?: MailAbout | undefined;
}

/** Whom a mail is about: a customer, and one of their contracts when it concerns one. */
export interface MailAbout {
  customerId: number;
  contractId?: number | null | undefined;
}

/** One plain address (no blanks, commas or angle brackets): the only kind a mail is written to, so no header injection. */
export const isMailableAddress = (address: string): boolean => /^[^\s@<>,;]+@[^\s@<>,;]+$/.test(address.trim());

/**
 * Renders the mail with its kind's template and writes it to the outbox with `tx`, the caller's
 * transaction: the mail exists if and only if the caller's change commits, and a rolled-back
 * change sends nothing. Nothing is sent here; after the commit the caller pokes the dispatcher
 * (`mail.poke()`), and the periodic sweep sends it anyway if the poke never comes (a crash
 * between commit and poke). Rendering here, not at sending, keeps in the outbox exactly what the
 * customer receives.
 */
export async function enqueueMail<K extends MailKind>(
  tx: Executor,
  templates: MailTemplates,
  message: MailMessage<K>,
  listUnsubscribe?: ListUnsubscribeResolver,
): Promise<{ id: number }> {
  const to = message.to.trim();
  // One address, no header injection: what the features pass comes from the customer's profile.
  if (!isMailableAddress(to)) throw new Error('a mail needs one plain e-mail address');
  if (!isLanguage(message.language)) throw new Error(`a mail in an unknown language: ${String(message.language)}`);
  const rendered = templates.render(message.template, message.data, message.language);
  const listUnsubscribeUrl = (await listUnsubscribe?.(tx, to)) ?? null;
  const about = message.about ? { customerId: message.about.customerId, contractId: message.about.contractId ?? null } : {};
  return insertOutboxMail(tx, {
    toAddress: to,
    language: message.language,
    templateKey: message.template,
    ...rendered,
    listUnsubscribeUrl,
    ...about,
  });
}
