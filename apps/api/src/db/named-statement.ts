import { createHash } from 'node:crypto';
import type { Query, SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './database.ts';
import { rowsOf } from './rows.ts';

// The dialect only renders SQL to text and parameters; ours has no settings of its own.
const dialect = new PgDialect();

// Statements stay prepared on every pooled connection for its life: past this many names, new
// texts run unnamed, so no input can make the server keep an unbounded number of them.
const MAX_NAMES = 256;
const names = new Set<string>();

function named(prefix: string, query: SQL): { built: Query; name: string | undefined } {
  const built = dialect.sqlToQuery(query);
  const name = `${prefix}_${createHash('sha1').update(built.sql).digest('base64url').slice(0, 20)}`;
  if (!names.has(name) && names.size < MAX_NAMES) names.add(name);
  return { built, name: names.has(name) ? name : undefined };
}

/**
 * Runs `query` as a named prepared statement, named after its text. On each pooled connection
 * PostgreSQL parses it once and, after five runs, plans it once (the generic plan): planning the
 * invoice list cost the server about as much as running it. Only for statements whose right plan
 * does not depend on their values. PGlite ignores the name (it prepares every statement by its
 * text: db/pglite-prepared.ts). Answers the driver's rows.
 */
export async function executeNamed<T>(db: Database, prefix: string, query: SQL): Promise<T[]> {
  const { built, name } = named(prefix, query);
  return rowsOf<T>(await db._.session.prepareQuery(built, undefined, name, false).execute());
}

// Statements written once per shape; past this many shapes, the least recently used goes first.
const MAX_SHAPES = 256;
const shapes = new Map<string, { built: Query; name: string | undefined }>();

/**
 * executeNamed for a statement whose text takes many shapes (a list's kind and filter): `shape`
 * says everything the text and its fixed values depend on, `build` writes it with placeholders
 * for `values`, what changes from one request to the next (the user, the page). Written once per
 * shape, not at every request: building, rendering and hashing the invoice list's statement was a
 * third of the portal's own CPU for it (bench/floor.ts: 0.19 → 0.12 ms a request).
 */
export async function executeNamedShape<T>(
  db: Database,
  prefix: string,
  shape: string,
  build: () => SQL,
  values: Record<string, unknown>,
): Promise<T[]> {
  const key = `${prefix}\u0000${shape}`;
  const entry = shapes.get(key) ?? named(prefix, build());
  // Map order is insertion order: re-inserting marks it as the most recently used.
  shapes.delete(key);
  shapes.set(key, entry);
  const oldest = shapes.keys().next().value;
  if (shapes.size > MAX_SHAPES && oldest !== undefined) shapes.delete(oldest);
  return rowsOf<T>(await db._.session.prepareQuery(entry.built, undefined, entry.name, false).execute(values));
}
