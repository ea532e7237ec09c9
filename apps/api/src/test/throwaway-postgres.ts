import { execFile, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './free-port.ts';

const run = promisify(execFile);

/** Where Debian's PostgreSQL 15 keeps initdb and pg_ctl; POSTGRES_BIN for another install. */
export const POSTGRES_BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

/**
 * A PostgreSQL cluster of its own, in a temporary directory, on a free port, for tests that
 * stop and start the server (never the machine's shared server on 5432, which other tests and
 * the browser suite use). Trust authentication, user `postgres`, database `postgres`.
 */
export interface ThrowawayPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  dir: string;
  /** pg_ctl stop -m fast: every backend ends with 57P01 (admin_shutdown), as an operator's restart. */
  stop(): Promise<void>;
  /** pg_ctl start; answers once the server accepts connections. */
  start(): Promise<void>;
  /** pg_ctl restart -m fast: stop and start in one step (a few hundred ms on an empty cluster). */
  restart(): Promise<void>;
  /** Runs one statement on a connection of its own. */
  query<T extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]>;
  /** Stops the server (immediately) and deletes its directory; safe to call twice. */
  destroy(): Promise<void>;
}

// initdb and the server refuse to run as root. Tests run as root in CI and on this machine: the
// binaries then run as the `postgres` OS user (runuser), which owns the temporary directory.
const asRoot = process.getuid?.() === 0;

function postgresUser(): { uid: number; gid: number } {
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

function command(binary: string, args: string[]): [string, string[]] {
  const file = path.join(POSTGRES_BIN, binary);
  return asRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
}

export interface ThrowawayPostgresOptions {
  /**
   * Ready to stream its WAL to replicas (createStreamingReplica): wal_level=replica and WAL
   * senders, said explicitly though they are PostgreSQL 15's defaults; initdb's trust
   * pg_hba.conf already lets local replication connections in.
   */
  replication?: boolean;
}

/** Those of `binaries` that are not in POSTGRES_BIN: a test that needs them skips, saying which. */
export function missingPostgresBinaries(...binaries: string[]): string[] {
  return binaries.filter((binary) => !existsSync(path.join(POSTGRES_BIN, binary)));
}

function requireBinaries(...binaries: string[]): void {
  const [missing] = missingPostgresBinaries(...binaries);
  if (missing) throw new Error(`${missing} not found in ${POSTGRES_BIN} (install postgresql-15, or set POSTGRES_BIN)`);
}

/** A temporary directory the server's user owns. */
async function clusterDirectory(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-pg-'));
  if (asRoot) {
    const { uid, gid } = postgresUser();
    await chown(dir, uid, gid);
  }
  return dir;
}

/** Creates, starts and answers a throwaway cluster. */
export async function createThrowawayPostgres(options: ThrowawayPostgresOptions = {}): Promise<ThrowawayPostgres> {
  requireBinaries('initdb', 'pg_ctl');
  const dir = await clusterDirectory();
  const replication = options.replication ? ['-c wal_level=replica', '-c max_wal_senders=5'] : [];
  return startCluster(dir, replication, (data) =>
    run(...command('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--no-instructions']), {
      timeout: 120_000,
    }),
  );
}

/**
 * A hot standby of `primary` in a throwaway directory of its own, on a free port: a base backup
 * with `pg_basebackup -R` (which writes standby.signal and the primary_conninfo), started and
 * streaming. Reads only; `select pg_wal_replay_pause()` on it holds it back.
 */
export async function createStreamingReplica(primary: ThrowawayPostgres): Promise<ThrowawayPostgres> {
  requireBinaries('pg_basebackup', 'pg_ctl');
  const dir = await clusterDirectory();
  return startCluster(dir, ['-c hot_standby=on'], (data) =>
    run(
      ...command('pg_basebackup', [
        '-D',
        data,
        '-h',
        '127.0.0.1',
        '-p',
        String(primary.port),
        '-U',
        'postgres',
        '-R',
        '-X',
        'stream',
        '--checkpoint=fast',
        '--no-sync',
      ]),
      { timeout: 120_000 },
    ),
  );
}

/** Makes the data directory with `create`, starts the server on a free port and answers the cluster. */
async function startCluster(dir: string, extraOptions: string[], create: (data: string) => Promise<unknown>): Promise<ThrowawayPostgres> {
  const data = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  const port = await freePort();
  // The socket lives in our directory (the shared server's /var/run/postgresql is not ours);
  // fsync off: the data is thrown away, and a restart must not wait on the disk.
  const serverOptions = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${dir}`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    ...extraOptions,
  ].join(' ');
  const pgCtl = (...args: string[]) => run(...command('pg_ctl', ['-D', data, '-l', logFile, ...args]), { timeout: 60_000 });

  let destroyed = false;
  // If the test process itself dies (a crash, a timeout that kills the worker), the server must
  // not outlive it: an immediate stop on the way out, synchronous as 'exit' handlers must be.
  const onExit = () => {
    try {
      execFileSync(...command('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']), { stdio: 'ignore', timeout: 10_000 });
    } catch {
      // already stopped
    }
  };

  try {
    await create(data);
    await pgCtl('-w', '-o', serverOptions, 'start');
    process.once('exit', onExit);
  } catch (error) {
    onExit();
    await rm(dir, { recursive: true, force: true });
    throw error;
  }

  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    port,
    dir,
    stop: async () => {
      await pgCtl('-w', '-m', 'fast', 'stop');
    },
    start: async () => {
      await pgCtl('-w', '-o', serverOptions, 'start');
    },
    restart: async () => {
      await pgCtl('-w', '-m', 'fast', '-o', serverOptions, 'restart');
    },
    query: async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) => {
      const client = new pg.Client({ connectionString: url });
      client.on('error', () => {});
      await client.connect();
      try {
        return (await client.query<T>(text, values)).rows;
      } finally {
        await client.end();
      }
    },
    destroy: async () => {
      if (destroyed) return;
      destroyed = true;
      process.removeListener('exit', onExit);
      onExit();
      // The server may take a moment to let go of its files after an immediate stop.
      for (let attempt = 0; attempt < 5; attempt++) {
        try {
          await rm(dir, { recursive: true, force: true });
          return;
        } catch {
          await sleep(200);
        }
      }
    },
  };
}
