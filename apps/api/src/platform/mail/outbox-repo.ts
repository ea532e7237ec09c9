import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { mailOutbox } from '../../db/schema/index.ts';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** The dispatcher's statements on mail_outbox; each is one statement, so each is its own short transaction. */
export class OutboxRepo {
  constructor(private readonly db: Database) {}

  /**
   * Claims up to `limit` due pending rows for this dispatcher: counts the attempt and pushes
   * `next_attempt_at` to `leaseUntil`, so no other dispatcher finds them due until then. The
   * inner SELECT … FOR UPDATE SKIP LOCKED passes over rows another instance is claiming at this
   * very moment instead of waiting for it, and a row it claimed and committed is no longer due
   * when re-checked: two instances never claim the same row. A claimer that dies mid-send leaves
   * the row to come due again at `leaseUntil`: at-least-once, never lost (docs/mail.md).
   * One statement, committed at once: no transaction is held open across the SMTP conversation.
   */
  async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<OutboxRow[]> {
    const due = this.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
      .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    const rows = await this.db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: leaseUntil })
      .where(and(inArray(mailOutbox.id, due), eq(mailOutbox.status, 'pending')))
      .returning();
    return rows.sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() || a.id - b.id);
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
