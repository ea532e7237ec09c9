import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Database, DatabaseHandle } from './database.ts';
import * as schema from './schema/index.ts';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// Any constant shared by all instances; it only has to differ from other advisory locks of ours.
const STARTUP_LOCK_KEY = 7_300_415_001;

export interface OpenDatabaseOptions {
  /** postgres://… : a PostgreSQL server through a node-postgres pool. */
  url?: string;
  /** Directory of the embedded PGlite database; in memory when absent (tests). */
  pgliteDir?: string;
  poolSize?: number;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  return options.url ? openPostgres(options.url, options.poolSize ?? 10) : openPglite(options.pgliteDir);
}

async function openPglite(dir: string | undefined): Promise<DatabaseHandle> {
  if (dir) await mkdir(path.dirname(dir), { recursive: true });
  // pg_trgm backs the contract search index (migration 0001); PGlite ships it as a loadable extension.
  const client = await PGlite.create({ ...(dir ? { dataDir: dir } : {}), extensions: { pg_trgm } });
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    // One process owns a PGlite directory, so there is nobody to race with.
    withStartupLock: (work) => work(),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string, max: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder }),
    // Several instances may start together against one server: migrations and seeding run
    // under a session advisory lock so exactly one of them does the work at a time.
    withStartupLock: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        try {
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}
