import { customType, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './customers.ts';

/** PostgreSQL's pg_lsn (a position in the write-ahead log), as its text 'X/Y'. */
const pgLsn = customType<{ data: string }>({ dataType: () => 'pg_lsn' });

/**
 * Where the primary's write-ahead log stood after a user's last changing request
 * (db/read-routing.ts; docs/operations.md, "Read replicas"): that user's lag-tolerant reads go to
 * the replica only once it has replayed past `lsn`. Written only with DATABASE_READ_URL; one row
 * per user who changed something, kept in the primary so that every instance sees it.
 */
export const readYourWrites = pgTable('read_your_writes', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** pg_current_wal_insert_lsn() once the request's transactions had committed. */
  lsn: pgLsn('lsn').notNull(),
  writtenAt: timestamp('written_at', { withTimezone: true }).notNull(),
});
