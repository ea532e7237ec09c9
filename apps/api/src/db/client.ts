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
import { DatabaseConnectError, loggableError } from './database-errors.ts';
import { guardOneConnection } from './one-connection-guard.ts';
import { unpackClusterInto } from './packed-cluster.ts';
import { prepareStatementsOnce } from './pglite-prepared.ts';
import { readDrizzleTextTypesOnce } from './pglite-text-types.ts';
import { ReadRouting, type ReadRoutingLog } from './read-routing.ts';
import * as schema from './schema/index.ts';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// Any constant shared by all instances; it only has to differ from other advisory locks of ours.
const STARTUP_LOCK_KEY = 7_300_415_001;

export interface OpenDatabaseOptions {
  /** postgres://… : a PostgreSQL server through a node-postgres pool. */
  url?: string;
  /** Directory of the embedded PGlite database; in memory when absent (tests). */
  pgliteDir?: string;
  /** A dump of a PGlite data directory (PGlite's dumpDataDir) to start from: the tests' seeded template. */
  pgliteDump?: Blob;
  poolSize?: number;
  /**
   * How long a request waits for a new PostgreSQL connection before failing (then answered 503):
   * while the server is unreachable, a request must not hang until the client gives up.
   */
  connectionTimeoutMs?: number;
  /** Told of every connection the server drops (restart, failover, network): to log it. */
  onConnectionLost?: (error: Error) => void;
  /** A streaming replica of `url` for lag-tolerant reads (db/read-routing.ts); PostgreSQL only. */
  read?: ReadReplicaOptions;
}

export interface ReadReplicaOptions {
  /** postgres://… of the hot standby. */
  url: string;
  /** Its pool's connections (10 by default). */
  poolSize?: number;
  /** Further behind than this, the replica is skipped (30 s by default). */
  maxLagSeconds?: number;
  /** Where the replica's comings and goings, and its dropped connections, are logged. */
  log?: ReadRoutingLog;
}

// A healthy server accepts a connection in milliseconds; one that takes seconds is as good as
// down for a customer waiting on a page.
const CONNECTION_TIMEOUT_MS = 5000;
// A replica that does not answer is skipped for the primary: waiting less for it costs nothing.
const REPLICA_CONNECTION_TIMEOUT_MS = 2000;

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
  return options.url ? openPostgres(options.url, options) : openPglite(options.pgliteDir, options.pgliteDump);
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
    migrate: () => migratePglite(db, { migrationsFolder }),
    // One process owns a PGlite directory, so there is nobody to race with.
    withStartupLock: (work) => work(),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

/** A pooled connection whose failure to connect says it was the database's (db/database-errors.ts). */
class PooledClient extends pg.Client {
  override connect(): Promise<pg.Client>;
  override connect(callback: (err: Error) => void): void;
  override connect(callback?: (err: Error) => void): Promise<pg.Client> | undefined {
    if (callback) {
      super.connect((err: Error) => callback(err ? new DatabaseConnectError(err) : err));
      return undefined;
    }
    return super.connect().catch((err: unknown) => {
      throw new DatabaseConnectError(err);
    });
  }
}

/** A node-postgres pool that survives its server going away (below), for the primary or a replica. */
function openPool(
  url: string,
  options: { poolSize: number; connectionTimeoutMs: number; onConnectionLost?: (error: Error) => void },
): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize,
    Client: PooledClient,
    connectionTimeoutMillis: options.connectionTimeoutMs,
    // TCP keep-alive: a server that vanished without closing the socket (a failover, a cable)
    // is noticed by the kernel instead of leaving the connection waiting forever.
    keepAlive: true,
  });
  const lost = options.onConnectionLost ?? (() => {});
  // node-postgres emits 'error' on a client whose server went away (pg_ctl restart -m fast sends
  // 57P01, then closes the socket). pg-pool listens only while the client is idle in the pool; a
  // client checked out for a transaction has no listener between two statements, and Node ends
  // the process on an 'error' event nobody listens to. So every client gets its own listener as
  // it is created, for its whole life. The client is then unusable: the statement in flight (or
  // the transaction's next one) fails with a connection error the API answers 503, and on release
  // the pool drops it (it checks the client is still queryable) and opens a fresh one on demand.
  pool.on('connect', (client) => {
    client.on('error', lost);
  });
  // The pool re-emits an idle client's error after removing it; the listener above has logged it.
  pool.on('error', () => {});
  return pool;
}

async function openPostgres(url: string, options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const pool = openPool(url, {
    poolSize: options.poolSize ?? 10,
    connectionTimeoutMs: options.connectionTimeoutMs ?? CONNECTION_TIMEOUT_MS,
    ...(options.onConnectionLost ? { onConnectionLost: options.onConnectionLost } : {}),
  });
  const db = drizzlePg({ client: pool, schema });
  const replica = options.read ? openReplica(options.read, pool, db as unknown as Database) : undefined;
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
    // Readiness is the primary's: without the replica, reads go to the primary and are still answered.
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      replica?.routing.close();
      await Promise.all([pool.end(), replica?.pool.end()]);
    },
    ...(replica ? { replica: replica.routing } : {}),
  };
}

/** The replica's own pool, hardened as the primary's, and the routing of reads between them (db/read-routing.ts). */
function openReplica(read: ReadReplicaOptions, primary: pg.Pool, primaryDb: Database): { pool: pg.Pool; routing: ReadRouting } {
  let routing: ReadRouting | undefined;
  const pool = openPool(read.url, {
    poolSize: read.poolSize ?? 10,
    connectionTimeoutMs: REPLICA_CONNECTION_TIMEOUT_MS,
    onConnectionLost: (error) => {
      read.log?.warn(loggableError(error), 'database replica connection lost');
      routing?.connectionLost(error);
    },
  });
  routing = new ReadRouting({
    primary,
    primaryDb,
    replica: pool,
    maxLagSeconds: read.maxLagSeconds ?? 30,
    ...(read.log ? { log: read.log } : {}),
  });
  return { pool, routing };
}
