import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './database.ts';
import { rowsOf } from './rows.ts';

// The dialect only renders SQL to text and parameters; ours has no settings of its own.
const dialect = new PgDialect();

// Statements stay prepared on every pooled connection for its life: past this many names, new
// texts run unnamed, so no input can make the server keep an unbounded number of them.
const MAX_NAMES = 256;
const names = new Set<string>();

/**
 * Runs `query` as a named prepared statement, named after its text. On each pooled connection
 * PostgreSQL parses it once and, after five runs, plans it once (the generic plan): planning the
 * invoice list cost the server about as much as running it. Only for statements whose right plan
 * does not depend on their values. PGlite ignores the name. Answers the driver's rows.
 */
export async function executeNamed<T>(db: Database, prefix: string, query: SQL): Promise<T[]> {
  const built = dialect.sqlToQuery(query);
  const name = `${prefix}_${createHash('sha1').update(built.sql).digest('base64url').slice(0, 20)}`;
  if (!names.has(name) && names.size < MAX_NAMES) names.add(name);
  const statement = db._.session.prepareQuery(built, undefined, names.has(name) ? name : undefined, false);
  return rowsOf<T>(await statement.execute());
}
