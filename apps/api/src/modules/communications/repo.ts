import { NOTIFICATION_KINDS, type TNotificationKind, type TNotificationPreferences } from '@portal/domain';
import { and, asc, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database.ts';
import { customerOfUser } from '../../db/ownership.ts';
import { contracts, customers, mailOutbox, notificationAddresses, notificationPreferences, users } from '../../db/schema/index.ts';

const mailColumns = {
  id: mailOutbox.id,
  toAddress: mailOutbox.toAddress,
  templateKey: mailOutbox.templateKey,
  subject: mailOutbox.subject,
  status: mailOutbox.status,
  createdAt: mailOutbox.createdAt,
};

export type ContractMailRow = { [K in keyof typeof mailColumns]: (typeof mailOutbox.$inferSelect)[K] };

/** Who a mail about a contract goes to and in which language (contract-mail.ts). */
export interface ContractRecipientRow {
  customerId: number;
  contractName: string;
  contractType: string;
  notificationEmail: string | null;
  userEmail: string | null;
  userName: string | null;
  customerName: string;
  locale: string | null;
}

/** Whether the customer turned `kind` off: a stored `false`; no row is the default, on. */
export async function notificationIsOff(executor: Executor, customerId: number, kind: TNotificationKind): Promise<boolean> {
  const [row] = await executor
    .select({ enabled: notificationPreferences.enabled })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.customerId, customerId), eq(notificationPreferences.kind, kind)));
  return row?.enabled === false;
}

/** SQL of the communications: the outbox rows about a contract (read), the preferences (owned). */
export class CommunicationsRepo {
  constructor(readonly db: Database) {}

  /** The customer of a signed-in user. */
  async customerOf(userId: number): Promise<number | undefined> {
    const [row] = await this.db.select({ id: users.customerId }).from(users).where(eq(users.id, userId));
    return row?.id;
  }

  /** The stored choices of the user's customer (rows only for the kinds they set). */
  preferencesOfUser(userId: number): Promise<{ kind: string; enabled: boolean }[]> {
    return this.db
      .select({ kind: notificationPreferences.kind, enabled: notificationPreferences.enabled })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.customerId, customerOfUser(userId)));
  }

  /** Whether the customer turned `kind` off (notificationIsOff). */
  isOff(executor: Executor, customerId: number, kind: TNotificationKind): Promise<boolean> {
    return notificationIsOff(executor, customerId, kind);
  }

  /** Every kind's choice, written at once (one statement: the four rows, inserted or updated). */
  async setPreferences(customerId: number, preferences: TNotificationPreferences): Promise<void> {
    await this.db
      .insert(notificationPreferences)
      .values(NOTIFICATION_KINDS.map((kind) => ({ customerId, kind, enabled: preferences[kind] })))
      .onConflictDoUpdate({
        target: [notificationPreferences.customerId, notificationPreferences.kind],
        set: { enabled: sql`excluded.enabled`, updatedAt: sql`now()` },
      });
  }

  /** The contract's electronic-notification state as stored. */
  async electronicNotification(contractId: number): Promise<string | undefined> {
    const [row] = await this.db.select({ state: contracts.electronicNotification }).from(contracts).where(eq(contracts.id, contractId));
    return row?.state;
  }

  /**
   * The customer's mails about the contract, newest first (mail_outbox_contract_idx). Both the
   * contract and the customer are matched: a mail stays its customer's even should the contract change hands.
   */
  async contractMails(
    customerId: number,
    contractId: number,
    offset: number,
    limit: number,
  ): Promise<{ total: number; rows: ContractMailRow[] }> {
    const about = and(eq(mailOutbox.contractId, contractId), eq(mailOutbox.customerId, customerId), isNotNull(mailOutbox.contractId));
    const [rows, [total]] = await Promise.all([
      this.db
        .select(mailColumns)
        .from(mailOutbox)
        .where(about)
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .offset(offset)
        .limit(limit),
      this.db.select({ n: count() }).from(mailOutbox).where(about),
    ]);
    return { total: total?.n ?? 0, rows };
  }

  /** One of the customer's mails about the contract, whole; undefined for any other. */
  async contractMail(
    customerId: number,
    contractId: number,
    id: number,
  ): Promise<(ContractMailRow & { html: string; text: string }) | undefined> {
    const [row] = await this.db
      .select({ ...mailColumns, html: mailOutbox.html, text: mailOutbox.text })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.contractId, contractId), eq(mailOutbox.customerId, customerId)));
    return row;
  }
}

/**
 * Whom a mail about the contract is written to: its notification address's e-mail, else the
 * e-mail of the customer's first user; in that user's language.
 */
export async function contractRecipient(executor: Executor, contractId: number): Promise<ContractRecipientRow | undefined> {
  const [row] = await executor
    .select({
      customerId: contracts.customerId,
      contractName: contracts.name,
      contractType: contracts.type,
      notificationEmail: notificationAddresses.email,
      customerName: customers.name,
    })
    .from(contracts)
    .innerJoin(customers, eq(customers.id, contracts.customerId))
    .leftJoin(notificationAddresses, eq(notificationAddresses.contractId, contracts.id))
    .where(eq(contracts.id, contractId));
  if (!row) return undefined;
  const [user] = await executor
    .select({ email: users.email, name: users.name, locale: users.locale })
    .from(users)
    .where(eq(users.customerId, row.customerId))
    .orderBy(asc(users.id))
    .limit(1);
  return { ...row, userEmail: user?.email ?? null, userName: user?.name ?? null, locale: user?.locale ?? null };
}
