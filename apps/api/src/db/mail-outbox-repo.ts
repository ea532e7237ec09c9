import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database, Executor } from './database.ts';
import { mailOutbox } from './schema/index.ts';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** A rendered mail as the outbox keeps it: what the customer receives, ready to send. */
export type NewOutboxMail = Pick<
  typeof mailOutbox.$inferInsert,
  'toAddress' | 'language' | 'templateKey' | 'subject' | 'html' | 'text' | 'listUnsubscribeUrl'
> &
  Partial<Pick<typeof mailOutbox.$inferInsert, 'customerId' | 'contractId' | 'status' | 'sentAt' | 'createdAt' | 'nextAttemptAt'>>;

/**
 * Writes a rendered mail with `tx`, the caller's transaction, so the mail exists if and only if
 * the caller's change commits (platform/mail's enqueueMail renders it and checks the address).
 */
export async function insertOutboxMail(tx: Executor, mail: NewOutboxMail): Promise<{ id: number }> {
  const [row] = await tx.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
  if (!row) throw new Error('mail outbox insert returned nothing');
  return row;
}

/**
 * Writes many rendered mails with `tx` in one statement per thousand (a mail is 13 parameters, of
 * PostgreSQL's 65,535 a statement): the demo's history of sent mails, one statement each, was
 * most of its 0.2 s at a first start.
 */
export async function insertOutboxMails(tx: Executor, mails: readonly NewOutboxMail[]): Promise<void> {
  for (let start = 0; start < mails.length; start += 1000) await tx.insert(mailOutbox).values(mails.slice(start, start + 1000));
}

/** The dispatcher's statements on mail_outbox, each in a short transaction of its own. */
export class OutboxRepo {
  constructor(private readonly db: Database) {}

  /**
   * Claims up to `limit` due pending rows for this dispatcher: counts the attempt and pushes
   * `next_attempt_at` to `leaseUntil`, so no other dispatcher finds them due until then. The
   * SELECT … FOR UPDATE SKIP LOCKED passes over rows another instance is claiming at this very
   * moment instead of waiting for it, and a row another claimed and committed is no longer due:
   * two instances never claim the same row. A claimer that dies mid-send leaves the row to come
   * due again at `leaseUntil`: at-least-once, never lost (docs/mail.md). The transaction holds
   * the locks for two statements only, never across the SMTP conversation.
   *
   * Two statements, not `update … where id in (select … limit n for update skip locked)`: in that
   * form PostgreSQL may run the subquery again for each row it updates, and rows this very
   * statement already updated are then skipped as locked, so the LIMIT stops limiting (a claim
   * of 3 took all 24 due rows in the test).
   */
  async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<OutboxRow[]> {
    return this.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
        .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      const rows = await tx
        .update(mailOutbox)
        .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: leaseUntil })
        .where(
          inArray(
            mailOutbox.id,
            due.map((row) => row.id),
          ),
        )
        .returning();
      return rows.sort((a, b) => a.id - b.id);
    });
  }

  /** Accepted by the SMTP server (or, without one, written to the log: `logged`). */
  async markDone(id: number, status: 'sent' | 'logged', at: Date): Promise<void> {
    await this.db
      .update(mailOutbox)
      .set({ status, sentAt: at, lastError: null })
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending')));
  }

  /**
   * A failed attempt: tried again at `nextAttemptAt`, or given up (`failed`) when it is undefined.
   * Only while the row is still this claim's (same attempt count): if the lease ran out and
   * another dispatcher claimed it meanwhile, that one decides.
   */
  async markFailedAttempt(row: Pick<OutboxRow, 'id' | 'attempts'>, error: string, nextAttemptAt: Date | undefined): Promise<void> {
    await this.db
      .update(mailOutbox)
      .set(nextAttemptAt ? { lastError: error, nextAttemptAt } : { lastError: error, status: 'failed' })
      .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, 'pending'), eq(mailOutbox.attempts, row.attempts)));
  }
}
