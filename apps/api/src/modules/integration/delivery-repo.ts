import { and, asc, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database.ts';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';

export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type NewDelivery = Pick<typeof webhookDeliveries.$inferInsert, 'endpointId' | 'eventId' | 'eventType' | 'body'>;

/** A claimed delivery with where it goes: the endpoint's address, its sealed secret, whether it was disabled meanwhile. */
export type ClaimedDelivery = DeliveryRow & { url: string; sealedSecret: string; disabled: boolean };

export interface AttemptLogRow {
  deliveryId: number;
  eventId: string;
  eventType: DeliveryRow['eventType'];
  attempt: number;
  at: Date;
  statusCode: number | null;
  error: string | null;
  deliveryState: string;
}

/**
 * The webhooks' outbox (docs/integration.md): deliveries written in the transaction of the event
 * they carry, claimed and marked by the dispatcher as the mail outbox's rows are
 * (db/mail-outbox-repo.ts), and the log of every attempt.
 */
export class DeliveryRepo {
  constructor(private readonly db: Database) {}

  async insert(tx: Executor, deliveries: NewDelivery[]): Promise<void> {
    if (deliveries.length > 0) await tx.insert(webhookDeliveries).values(deliveries);
  }

  /**
   * Claims up to `limit` due pending deliveries: counts the attempt and pushes `next_attempt_at` to
   * `leaseUntil`, so no other instance finds them due until then. SELECT … FOR UPDATE SKIP LOCKED
   * passes over rows another instance is claiming at this moment, and a claimed row is no longer
   * due once committed: two instances never claim the same row. Two statements, not an UPDATE
   * with a locking subquery, for the reason db/mail-outbox-repo.ts gives.
   */
  async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<ClaimedDelivery[]> {
    const claimed = await this.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: webhookDeliveries.id })
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.state, 'pending'), lte(webhookDeliveries.nextAttemptAt, now)))
        .orderBy(asc(webhookDeliveries.nextAttemptAt), asc(webhookDeliveries.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(webhookDeliveries)
        .set({ attempts: sql`${webhookDeliveries.attempts} + 1`, nextAttemptAt: leaseUntil })
        .where(
          inArray(
            webhookDeliveries.id,
            due.map((row) => row.id),
          ),
        )
        .returning();
    });
    if (claimed.length === 0) return [];
    const endpoints = await this.db
      .select({
        id: webhookEndpoints.id,
        url: webhookEndpoints.url,
        sealedSecret: webhookEndpoints.sealedSecret,
        disabledAt: webhookEndpoints.disabledAt,
      })
      .from(webhookEndpoints)
      .where(inArray(webhookEndpoints.id, [...new Set(claimed.map((row) => row.endpointId))]));
    const byId = new Map(endpoints.map((e) => [e.id, e]));
    return claimed
      .sort((a, b) => a.id - b.id)
      .map((row) => {
        const endpoint = byId.get(row.endpointId)!;
        return { ...row, url: endpoint.url, sealedSecret: endpoint.sealedSecret, disabled: endpoint.disabledAt !== null };
      });
  }

  /** One attempt's outcome and the log line together: delivered, retried at `nextAttemptAt`, or given up (`failed`). */
  async record(
    row: Pick<DeliveryRow, 'id' | 'attempts'>,
    outcome: { at: Date; statusCode: number | null; error: string | null; next: 'delivered' | 'failed' | Date },
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .insert(webhookAttempts)
        .values({ deliveryId: row.id, attempt: row.attempts, at: outcome.at, statusCode: outcome.statusCode, error: outcome.error });
      // Only while the row is still this claim's (same attempt count, still pending): a disable meanwhile has the last word.
      const mine = and(
        eq(webhookDeliveries.id, row.id),
        eq(webhookDeliveries.state, 'pending'),
        eq(webhookDeliveries.attempts, row.attempts),
      );
      if (outcome.next === 'delivered') await tx.update(webhookDeliveries).set({ state: 'delivered', deliveredAt: outcome.at }).where(mine);
      else if (outcome.next === 'failed') await tx.update(webhookDeliveries).set({ state: 'failed' }).where(mine);
      else await tx.update(webhookDeliveries).set({ nextAttemptAt: outcome.next }).where(mine);
    });
  }

  /** A claimed delivery whose endpoint was disabled meanwhile: given up unsent. */
  async abandon(id: number): Promise<void> {
    await this.db
      .update(webhookDeliveries)
      .set({ state: 'failed' })
      .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.state, 'pending')));
  }

  /** An endpoint's delivery log, the newest attempt first, and how many attempts there are. */
  async attempts(endpointId: number, offset: number, limit: number): Promise<{ rows: AttemptLogRow[]; total: number }> {
    const where = eq(webhookDeliveries.endpointId, endpointId);
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          deliveryId: webhookAttempts.deliveryId,
          eventId: webhookDeliveries.eventId,
          eventType: webhookDeliveries.eventType,
          attempt: webhookAttempts.attempt,
          at: webhookAttempts.at,
          statusCode: webhookAttempts.statusCode,
          error: webhookAttempts.error,
          deliveryState: webhookDeliveries.state,
        })
        .from(webhookAttempts)
        .innerJoin(webhookDeliveries, eq(webhookDeliveries.id, webhookAttempts.deliveryId))
        .where(where)
        .orderBy(desc(webhookAttempts.id))
        .offset(offset)
        .limit(limit),
      this.db
        .select({ n: count() })
        .from(webhookAttempts)
        .innerJoin(webhookDeliveries, eq(webhookDeliveries.id, webhookAttempts.deliveryId))
        .where(where),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  }
}
