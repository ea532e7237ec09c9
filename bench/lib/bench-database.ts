import type { sql } from 'drizzle-orm';
import pg from 'pg';
import type { DatabaseHandle } from '../../apps/api/src/db/database.ts';
import { rowsOf } from '../../apps/api/src/db/rows.ts';

/** The rows of a raw statement. */
export const queryRows = async <T>(database: DatabaseHandle, query: ReturnType<typeof sql>): Promise<T[]> =>
  rowsOf<T>(await database.db.execute(query));

/** Creates a benchmark's database on its server when it does not exist; an existing one is kept as it is. */
export async function ensureDatabase(databaseUrl: string): Promise<void> {
  const server = new URL(databaseUrl);
  const name = decodeURIComponent(server.pathname.slice(1));
  server.pathname = '/postgres';
  const client = new pg.Client({ connectionString: server.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}
