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
  close(): Promise<void>;
}
