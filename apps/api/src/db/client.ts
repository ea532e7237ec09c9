import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database, DatabaseHandle } from './database.ts';
import { MIGRATIONS_FOLDER } from './migrations-folder.ts';
import { guardOneConnection } from './one-connection-guard.ts';
import { unpackClusterInto } from './packed-cluster.ts';
import { prepareStatementsOnce } from './pglite-prepared.ts';
import { readDrizzleTextTypesOnce } from './pglite-text-types.ts';
import type { PostgresOptions } from './postgres-client.ts';
import type { ReadRoutingLog } from './read-routing.ts';
import * as schema from './schema/index.ts';

export interface OpenDatabaseOptions extends PostgresOptions {
  /** postgres://… : a PostgreSQL server through a node-postgres pool (db/postgres-client.ts). */
  url?: string;
  /** Directory of the embedded PGlite database; in memory when absent (tests). */
  pgliteDir?: string;
  /** A dump of a PGlite data directory (PGlite's dumpDataDir) to start from: the tests' seeded template. */
  pgliteDump?: Blob;
}

/**
 * True when `db` runs on PGlite's single connection, where a long statement or transaction makes
 * every other request wait (db/staged-files.ts writes uploads accordingly); false on a pool.
 */
export function runsOnOneConnection(db: Database): boolean {
  return (db as unknown as { $client?: unknown }).$client instanceof PGlite;
}

/**
 * The database the configuration names: the PostgreSQL server of DATABASE_URL, else the PGlite
 * of DATA_DIR (which belongs to one process: a command on it runs with the portal stopped). The
 * portal and every command open theirs this way; only the portal passes `read` (its log), which
 * opens the replica of DATABASE_READ_URL beside it (commands write, or read once: the primary).
 */
export function openConfiguredDatabase(
  config: {
    databaseUrl: string | undefined;
    dataDir: string;
    databaseRead?: { url: string; poolSize: number; maxLagSeconds: number } | undefined;
  },
  onConnectionLost?: (error: Error) => void,
  read?: { log: ReadRoutingLog },
): Promise<DatabaseHandle> {
  const replica = config.databaseUrl && config.databaseRead && read ? { ...config.databaseRead, log: read.log } : undefined;
  return openDatabase(
    config.databaseUrl
      ? { url: config.databaseUrl, ...(onConnectionLost ? { onConnectionLost } : {}), ...(replica ? { read: replica } : {}) }
      : { pgliteDir: path.join(config.dataDir, 'pglite') },
  );
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (!options.url) return openPglite(options.pgliteDir, options.pgliteDump);
  // node-postgres is loaded only for a server: on the embedded database it put about 0.035 s
  // before main() (most of it Node.js's fetch, which it loads to ask whether it runs in
  // Cloudflare's workers), though a whole restart timed the same within its noise
  // (docs/performance.md, "The embedded database").
  const { openPostgres } = await import('./postgres-client.ts');
  return openPostgres(options.url, options);
}

const BYTEA_OID = 17;

/**
 * bytea in and out of PGlite through Node's native hex codec. PGlite's own parses each byte with
 * parseInt: a year of readings (365 rows of three magnitudes) spent a quarter of the demo's
 * monthly chart there (docs/performance.md, "The embedded database"). The same bytes either way,
 * a Uint8Array as PGlite answers.
 */
function byteaFromHex(text: string): Uint8Array {
  const bytes = Buffer.from(text.slice(2), 'hex');
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length);
}

function byteaToHex(value: unknown): string {
  if (!(value instanceof Uint8Array)) throw new Error('Invalid input for bytea type');
  return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;
}

async function openPglite(dir: string | undefined, given: Blob | undefined): Promise<DatabaseHandle> {
  if (dir) await mkdir(path.dirname(dir), { recursive: true });
  // A data directory PGlite has not created yet starts from the build's packed, migrated cluster.
  if (dir && !given) await unpackClusterInto(dir);
  // pg_trgm backs the contract search index (migration 0001); PGlite ships it as a loadable extension.
  const client = await PGlite.create({
    ...(dir ? { dataDir: dir } : {}),
    ...(given ? { loadDataDir: given } : {}),
    extensions: { pg_trgm },
    // PGlite's default 128 MB of shared buffers is zeroed on every open (0.4–0.6 s here; 32 MB
    // still took 0.04 s more of a restart than 16) and held for the process's life; the demo's
    // database is 19 MB, and its charts ran no slower with 16 than with 32 or 128 MB
    // (docs/performance.md, "The embedded database").
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
    parsers: { [BYTEA_OID]: byteaFromHex },
    serializers: { [BYTEA_OID]: byteaToHex },
  });
  prepareStatementsOnce(client);
  readDrizzleTextTypesOnce(client);
  guardOneConnection(client);
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    // One process owns a PGlite directory, so there is nobody to race with.
    withStartupLock: (work) => work(),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}
