import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.ts';

/**
 * What repositories receive: a Drizzle database over our schema, whichever driver runs it
 * (PGlite embedded or node-postgres). Both speak the same PostgreSQL dialect.
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction or the database itself: repositories accept either. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs pending migrations; safe to call on every start. */
  migrate(): Promise<void>;
  /** Runs `work` so that no other instance does the same start-up work at the same time. */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  /** Answers when the database answers `select 1`. */
  ping(): Promise<void>;
  /** Closes the pools (the replica's too). */
  close(): Promise<void>;
  /**
   * With a streaming replica (DATABASE_READ_URL): the Database of lag-tolerant reads and the
   * read-your-writes rule (db/read-routing.ts). Absent: every read goes to `db`, as it always did.
   */
  replica?: ReplicaReads;
}

/** What a replica is doing, as the routing last saw it (docs/operations.md, "Read replicas"). */
export type ReplicaState = 'unknown' | 'streaming' | 'behind' | 'down' | 'not_a_replica';

/** Routed statements of lag-tolerant reads, by where they ran, since the pool opened. */
export interface ReadCounts {
  replica: number;
  primary: number;
  /** Statements the replica failed (unreachable, a conflict with recovery) and the primary ran instead. */
  fallbacks: number;
}

export interface ReplicaReads {
  /**
   * The Database lag-tolerant reads use: each request's statements run on the replica, or on the
   * primary while the replica has not replayed that user's last write, is down or is too far behind.
   */
  db: Database;
  /** Runs `work` (a request) as one reader: `userId` is asked at its first routed statement, whose choice the rest keep. */
  scope<T>(userId: () => number | undefined, work: () => T): T;
  /** Notes where the primary's log stands now, after `userId`'s change committed: their reads wait for the replica to pass it. */
  recordWrite(userId: number): Promise<void>;
  /** What the replica was doing at its last check. */
  state(): ReplicaState;
  counts(): ReadCounts;
}
