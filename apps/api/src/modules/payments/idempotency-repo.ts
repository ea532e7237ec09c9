import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database.ts';
import { paymentIdempotencyKeys } from '../../db/schema/index.ts';

export type IdempotencyRow = typeof paymentIdempotencyKeys.$inferSelect;

export interface StoredAnswer {
  status: number;
  body: unknown;
}

const keyOf = (customerId: number, key: string) =>
  and(eq(paymentIdempotencyKeys.customerId, customerId), eq(paymentIdempotencyKeys.key, key));

/** SQL of POST pay's idempotency keys (migration 0007). */
export class IdempotencyRepo {
  constructor(readonly db: Database) {}

  /** Takes the key for a call; undefined when it is taken already (by an earlier or a concurrent call). */
  async claim(customerId: number, key: string, requestHash: string): Promise<IdempotencyRow | undefined> {
    const [row] = await this.db.insert(paymentIdempotencyKeys).values({ customerId, key, requestHash }).onConflictDoNothing().returning();
    return row;
  }

  async find(customerId: number, key: string): Promise<IdempotencyRow | undefined> {
    const [row] = await this.db.select().from(paymentIdempotencyKeys).where(keyOf(customerId, key));
    return row;
  }

  /**
   * Takes over a call that died before it opened an attempt (nothing can have been charged): only
   * when untouched for `staleAfterMs`; the update renews it, so of two retries one takes it.
   */
  async takeOver(row: IdempotencyRow, staleAfterMs: number): Promise<boolean> {
    const taken = await this.db
      .update(paymentIdempotencyKeys)
      .set({ updatedAt: sql`now()` })
      .where(
        and(
          keyOf(row.customerId, row.key),
          isNull(paymentIdempotencyKeys.paymentId),
          isNull(paymentIdempotencyKeys.responseStatus),
          lt(paymentIdempotencyKeys.updatedAt, sql`now() - make_interval(secs => ${staleAfterMs / 1000})`),
        ),
      )
      .returning({ key: paymentIdempotencyKeys.key });
    return taken.length > 0;
  }

  /** The attempt the call opened, written in the attempt's own transaction: a crash cannot part them. */
  async link(exec: Executor, customerId: number, key: string, paymentId: number): Promise<void> {
    await exec.update(paymentIdempotencyKeys).set({ paymentId, updatedAt: sql`now()` }).where(keyOf(customerId, key));
  }

  async complete(customerId: number, key: string, answer: StoredAnswer): Promise<void> {
    await this.db
      .update(paymentIdempotencyKeys)
      .set({ responseStatus: answer.status, responseBody: answer.body, updatedAt: sql`now()` })
      .where(keyOf(customerId, key));
  }

  /** Frees a key whose call failed before opening an attempt with no answer to keep (Stripe keeps no 5xx either). */
  async release(customerId: number, key: string): Promise<void> {
    await this.db.delete(paymentIdempotencyKeys).where(and(keyOf(customerId, key), isNull(paymentIdempotencyKeys.paymentId)));
  }

  /** Keys older than `before` are forgotten (a day, as Stripe keeps them). */
  async prune(before: Date): Promise<number> {
    const gone = await this.db
      .delete(paymentIdempotencyKeys)
      .where(lt(paymentIdempotencyKeys.createdAt, before))
      .returning({ key: paymentIdempotencyKeys.key });
    return gone.length;
  }
}
