import { buildPath, FALLBACK_LANGUAGE, isLanguage, type TLanguage, type TNotificationKind } from '@portal/domain';
import type { Executor } from '../../db/database.ts';
import { isMailableAddress, type MailKind, type MailKinds, type MailService } from '../../platform/mail/index.ts';
import { type CommunicationsRepo, type ContractRecipientRow, contractRecipient } from './repo.ts';

/** Whom a contract's mail greets and in which language; the data of each kind is built from it. */
export interface ContractMailReader {
  /** The contract's name, as the customer knows it. */
  contractName: string;
  /** The first user's name, else the customer's. */
  name: string;
  language: TLanguage;
  /** The contract's communications page in that language (<PUBLIC_URL>/contractes/…/comunicacions), where this mail is listed. */
  url: string;
  /** The retailer's name, which signs the mail. */
  organisation: string;
}

export interface ContractMailMessage<K extends MailKind> {
  contractId: number;
  template: K;
  /**
   * The notification kind the customer may have turned off (docs/communications.md). Without one
   * the mail always leaves: it answers something the customer just did (a change request received).
   */
  preference?: TNotificationKind | undefined;
  data: (reader: ContractMailReader) => MailKinds[K];
}

/** Where a contract's mail goes: its notification address's e-mail, else the customer's first user's. */
export function contractMailAddress(row: Pick<ContractRecipientRow, 'notificationEmail' | 'userEmail'>): string | undefined {
  return [row.notificationEmail, row.userEmail].map((address) => address?.trim() ?? '').find((address) => isMailableAddress(address));
}

/** Whom a mail about the contract goes to, and what its data is built from; undefined without an address on file. */
export interface ContractMailTarget {
  customerId: number;
  to: string;
  reader: ContractMailReader;
}

/**
 * The address, language, greeting and link of a mail about the contract, read with `executor`:
 * what ContractMail enqueues with, and what the demo seed writes its past mails with.
 */
export async function contractMailTarget(
  executor: Executor,
  contractId: number,
  publicUrl: string,
  organisation: string,
): Promise<ContractMailTarget | undefined> {
  const row = await contractRecipient(executor, contractId);
  if (!row) return undefined;
  const to = contractMailAddress(row);
  if (!to) return undefined;
  const language = isLanguage(row.locale) ? row.locale : FALLBACK_LANGUAGE;
  const contractType = row.contractType === 'gas' ? 'gas' : 'electricity';
  const path = buildPath('contractCommunications', language, { contractType, contractName: row.contractName });
  return {
    customerId: row.customerId,
    to,
    reader: {
      contractName: row.contractName,
      name: row.userName?.trim() || row.customerName,
      language,
      url: `${publicUrl}${path}`,
      organisation,
    },
  };
}

/**
 * The one way a module mails a customer about one of their contracts: it finds the address and
 * the language, asks `mayMail` when the mail is a notification the customer may turn off, and
 * enqueues it in the caller's transaction with `about` (customer and contract), so the
 * contract's communications page lists it. Answers the outbox id, or undefined when nothing was
 * written (turned off, or no address on file: the change itself goes on).
 */
export class ContractMail {
  constructor(
    private readonly repo: CommunicationsRepo,
    private readonly mail: MailService,
    /** <PUBLIC_URL>, for the links in mails. */
    private readonly publicUrl: string,
    /** The retailer's name, which signs the mails; read before a transaction, never inside one. */
    readonly organisation: () => Promise<string>,
  ) {}

  /** Whether the customer receives notifications of `kind` by mail (all do until they turn one off). */
  async mayMail(executor: Executor, customerId: number, kind: TNotificationKind): Promise<boolean> {
    return !(await this.repo.isOff(executor, customerId, kind));
  }

  /**
   * Enqueues the mail with `tx`, the caller's transaction. `organisation` is what `organisation()`
   * answered before that transaction began (PGlite has one connection: no other query inside it).
   */
  async enqueue<K extends MailKind>(
    tx: Executor,
    organisation: string,
    message: ContractMailMessage<K>,
  ): Promise<{ id: number } | undefined> {
    const target = await contractMailTarget(tx, message.contractId, this.publicUrl, organisation);
    if (!target) return undefined;
    if (message.preference && !(await this.mayMail(tx, target.customerId, message.preference))) return undefined;
    return this.mail.enqueue(tx, {
      to: target.to,
      language: target.reader.language,
      template: message.template,
      data: message.data(target.reader),
      about: { customerId: target.customerId, contractId: message.contractId },
    });
  }

  /** After the commit: send what was just enqueued. */
  poke(): void {
    void this.mail.poke();
  }
}
