import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database, DatabaseHandle } from './database.ts';
import { DatabaseConnectError, loggableError } from './database-errors.ts';
import { MIGRATIONS_FOLDER } from './migrations-folder.ts';
import { ReadRouting, type ReadRoutingLog } from './read-routing.ts';
import * as schema from './schema/index.ts';

// The PostgreSQL server of DATABASE_URL (db/client.ts opens it through here), its pool and its
// read replica.

export interface PostgresOptions {
  poolSize?: number;
  /**
   * How long a request waits for a new PostgreSQL connection before failing (then answered 503):
   * while the server is unreachable, a request must not hang until the client gives up.
   */
  connectionTimeoutMs?: number;
  /** Told of every connection the server drops (restart, failover, network): to log it. */
  onConnectionLost?: (error: Error) => void;
  /** A streaming replica of the server for lag-tolerant reads (db/read-routing.ts). */
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

// Any constant shared by all instances; it only has to differ from other advisory locks of ours.
const STARTUP_LOCK_KEY = 7_300_415_001;

// A healthy server accepts a connection in milliseconds; one that takes seconds is as good as
// down for a customer waiting on a page.
const CONNECTION_TIMEOUT_MS = 5000;
// A replica that does not answer is skipped for the primary: waiting less for it costs nothing.
const REPLICA_CONNECTION_TIMEOUT_MS = 2000;

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

export async function openPostgres(url: string, options: PostgresOptions): Promise<DatabaseHandle> {
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
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
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
