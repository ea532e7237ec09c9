import type { TStaffTrailEntry, TStaffTrailQuery, TTrailEntry } from '@portal/domain';
import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { ownedBy } from '../../db/ownership.ts';
import { trailEntries } from '../../db/schema/index.ts';

type Row = typeof trailEntries.$inferSelect;

const entryOf = (row: Row): TTrailEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  actor: row.actorKind as TTrailEntry['actor'],
  action: row.action as TTrailEntry['action'],
  subject: row.subject,
  address: row.address,
  changes: row.changes as TTrailEntry['changes'],
});

const staffEntryOf = (row: Row): TStaffTrailEntry => ({
  ...entryOf(row),
  customer_id: row.customerId,
  user_id: row.userId,
  staff_id: row.staffId,
  integration_id: row.integrationId,
  user_agent: row.userAgent,
});

/**
 * Reads of the trail; writes are recorder.ts's alone. Every read is newest first by id (ids grow
 * with time): the customer's by (customer_id, id desc), an index-only walk that stops after the
 * page; staff's by action or actor kind through their (kind, id desc) indexes, or the primary key
 * backwards, the date range checked on the way (and by the `at` index when it is narrow).
 */
export class TrailRepo {
  constructor(private readonly db: Database) {}

  async ownPage(userId: number, offset: number, limit: number): Promise<{ rows: TTrailEntry[]; total: number }> {
    const where = ownedBy(trailEntries.customerId, userId);
    const [rows, [total]] = await Promise.all([
      this.db.select().from(trailEntries).where(where).orderBy(desc(trailEntries.id)).offset(offset).limit(limit),
      this.db.select({ n: count() }).from(trailEntries).where(where),
    ]);
    return { rows: rows.map(entryOf), total: total?.n ?? 0 };
  }

  /** The customer's whole trail, newest first (their download). */
  async ownAll(userId: number): Promise<TTrailEntry[]> {
    const rows = await this.db.select().from(trailEntries).where(ownedBy(trailEntries.customerId, userId)).orderBy(desc(trailEntries.id));
    return rows.map(entryOf);
  }

  async staffPage(query: TStaffTrailQuery): Promise<{ rows: TStaffTrailEntry[]; total: number }> {
    const where = staffFilter(query);
    const [rows, [total]] = await Promise.all([
      this.db.select().from(trailEntries).where(where).orderBy(desc(trailEntries.id)).offset(query.offset).limit(query.limit),
      this.db.select({ n: count() }).from(trailEntries).where(where),
    ]);
    return { rows: rows.map(staffEntryOf), total: total?.n ?? 0 };
  }
}

/** Days are the retailer's (Europe/Madrid): from the start of `from` to the end of `to`. */
function staffFilter(query: TStaffTrailQuery): SQL | undefined {
  return and(
    query.customer_id !== undefined ? eq(trailEntries.customerId, query.customer_id) : undefined,
    query.actor ? eq(trailEntries.actorKind, query.actor) : undefined,
    query.action ? eq(trailEntries.action, query.action) : undefined,
    query.from ? gte(trailEntries.at, sql`(${query.from}::date::timestamp at time zone 'Europe/Madrid')`) : undefined,
    query.to ? lt(trailEntries.at, sql`((${query.to}::date + 1)::timestamp at time zone 'Europe/Madrid')`) : undefined,
  );
}
