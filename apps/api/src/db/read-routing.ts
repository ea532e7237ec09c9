import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database, ReadCounts, ReplicaReads, ReplicaState } from './database.ts';
import { isDatabaseUnavailable, loggableError } from './database-errors.ts';
import { executeNamed } from './named-statement.ts';
import * as schema from './schema/index.ts';

/**
 * Reads that tolerate a little lag, on a streaming replica (docs/operations.md, "Read replicas").
 *
 * app.ts gives the modules whose reads may lag (charts and downloads, the invoice, contract and
 * request lists and their filter choices, reference data) `replica.db` instead of the primary's
 * Database. Its driver is `ReadRoutingPool` below: every statement asks where the request it runs
 * in goes, and one request goes to one place (the first statement chooses, the rest follow), so a
 * page is never read half from one server and half from the other.
 *
 * The rule (one request, at its first routed statement):
 *   1. the replica is not streaming (unreachable, not a standby, or further behind than
 *      DATABASE_READ_MAX_LAG_SECONDS): the primary;
 *   2. no signed-in user (a visitor's reference data, background work): the replica;
 *   3. the user changed nothing in the last hour: the replica;
 *   4. the replica has replayed past the position the primary's log had after that user's last
 *      change (`read_your_writes.lsn`, recorded by `recordWrite` once the change committed): the
 *      replica; otherwise the primary. A customer therefore always reads their own writes, on
 *      whichever instance, while everyone else keeps reading the replica.
 * A replica statement that fails because the replica went away (or a conflict with its recovery
 * cancelled it) runs again on the primary, and the rest of that request stays there.
 */

/** The state is checked again, in the background, when the last check is older than this. */
const STATE_MAX_AGE_MS = 1000;
/** A user waiting for the replica to replay their write re-asks its position when the known one is older than this. */
const REPLAY_RECHECK_MS = 10;
/** …and waits at most this for the answer before reading the primary. */
const REPLAY_WAIT_MS = 100;
/** A change older than this no longer holds its user on the primary (any lagging replica is skipped by then). */
const WRITE_WINDOW = sql.raw(`interval '1 hour'`);

type Target = 'replica' | 'primary';

interface Scope {
  userId: () => number | undefined;
  /** The request's choice, made at its first routed statement. */
  choice?: Promise<Target>;
}

interface Status {
  state: ReplicaState;
  /** pg_last_wal_replay_lsn(): the replica has everything before it (0 until known). */
  replay: bigint;
  /** Date.now() of the check. */
  at: number;
}

/** The few log calls of the routing: pino's shape, without importing platform (db imports none of it). */
export interface ReadRoutingLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** An LSN's text ('16/B374D848') as a number: the high and low 32 bits. */
export function lsnOf(text: string): bigint {
  const match = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i.exec(text);
  if (!match) throw new Error(`not an LSN: ${text}`);
  return (BigInt(`0x${match[1]}`) << 32n) | BigInt(`0x${match[2]}`);
}

interface ReplicaCheckRow {
  standby: boolean;
  replay: string | null;
  pending: boolean;
  receiving: boolean;
  idle_seconds: number | null;
}

// One statement on the replica says all the rule needs: is it a standby, how far it has replayed,
// whether WAL it received waits to be replayed, whether a WAL receiver runs at all, and how long
// ago (by the primary's clock) the last transaction it replayed committed.
const REPLICA_CHECK = `select pg_is_in_recovery() as standby,
  pg_last_wal_replay_lsn()::text as replay,
  coalesce(pg_last_wal_receive_lsn() > pg_last_wal_replay_lsn(), false) as pending,
  exists (select 1 from pg_stat_wal_receiver) as receiving,
  extract(epoch from now() - pg_last_xact_replay_timestamp())::float8 as idle_seconds`;

/**
 * What a check answers. Behind: its last replayed commit is older than `maxLagSeconds` while
 * it has WAL left to replay or receives none (the primary idle and the replica caught up is not
 * "behind", however old its last commit).
 */
export function replicaStateOf(row: ReplicaCheckRow, maxLagSeconds: number): { state: ReplicaState; replay: bigint } {
  if (!row.standby || row.replay === null) return { state: 'not_a_replica', replay: 0n };
  const replay = lsnOf(row.replay);
  const behind = (row.idle_seconds ?? 0) > maxLagSeconds && (row.pending || !row.receiving);
  return { state: behind ? 'behind' : 'streaming', replay };
}

export interface ReadRoutingOptions {
  primary: pg.Pool;
  /** The primary's Database: where the users' write positions are read and written. */
  primaryDb: Database;
  replica: pg.Pool;
  maxLagSeconds: number;
  log?: ReadRoutingLog;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;
const sqlStateOf = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && SQLSTATE.test(code) ? code : undefined;
};

export class ReadRouting implements ReplicaReads {
  readonly db: Database;
  private readonly scopes = new AsyncLocalStorage<Scope>();
  private status: Status = { state: 'unknown', replay: 0n, at: 0 };
  private checking: Promise<Status> | undefined;
  private readonly counted: ReadCounts = { replica: 0, primary: 0, fallbacks: 0 };
  private readonly log: ReadRoutingLog;
  private closed = false;

  constructor(private readonly options: ReadRoutingOptions) {
    this.log = options.log ?? { info: () => {}, warn: () => {} };
    this.db = drizzle({ client: new ReadRoutingPool(this) as unknown as pg.Pool, schema }) as unknown as Database;
    // Known before the first request needs it.
    void this.check();
  }

  scope<T>(userId: () => number | undefined, work: () => T): T {
    return this.scopes.run({ userId }, work);
  }

  async recordWrite(userId: number): Promise<void> {
    // The insert position is past every record already in the log (the change's commit among
    // them), even one not yet written out (synchronous_commit off). greatest(): two changes of
    // one user on two instances keep the later position, whichever upsert commits last.
    await this.options.primaryDb.execute(sql`
      insert into read_your_writes (user_id, lsn, written_at) values (${userId}, pg_current_wal_insert_lsn(), now())
      on conflict (user_id) do update set
        lsn = case when read_your_writes.written_at > now() - ${WRITE_WINDOW}
          then greatest(read_your_writes.lsn, excluded.lsn) else excluded.lsn end,
        written_at = excluded.written_at`);
  }

  state(): ReplicaState {
    return this.status.state;
  }

  counts(): ReadCounts {
    return { ...this.counted };
  }

  /** The pools are closing: nothing more to say about the replica. */
  close(): void {
    this.closed = true;
  }

  /** Told of every replica connection the server drops: its reads go to the primary until a check finds it back. */
  connectionLost(error: Error): void {
    this.markDown(error);
  }

  /** A statement of a lag-tolerant read (ReadRoutingPool.query). */
  async query(config: unknown, values: unknown): Promise<pg.QueryResult> {
    if ((await this.target()) === 'replica') {
      try {
        const result = await runOn(this.options.replica, config, values);
        this.counted.replica++;
        return result;
      } catch (error) {
        if (!this.retriesOnPrimary(error)) throw error;
      }
    }
    this.counted.primary++;
    return runOn(this.options.primary, config, values);
  }

  /** A transaction of a lag-tolerant read (ReadRoutingPool.connect): a connection of the request's side. */
  async connect(): Promise<pg.PoolClient> {
    if ((await this.target()) === 'replica') {
      try {
        const client = await this.options.replica.connect();
        this.counted.replica++;
        return client;
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        this.markDown(error);
        this.counted.fallbacks++;
        this.stayOnPrimary();
      }
    }
    this.counted.primary++;
    return this.options.primary.connect();
  }

  private target(): Promise<Target> {
    const scope = this.scopes.getStore();
    if (!scope) return this.choose(undefined);
    scope.choice ??= this.choose(scope.userId());
    return scope.choice;
  }

  private async choose(userId: number | undefined): Promise<Target> {
    let status = await this.current();
    if (status.state !== 'streaming') return 'primary';
    if (userId === undefined) return 'replica';
    const written = await this.lastWriteOf(userId);
    if (written === undefined || status.replay >= written) return 'replica';
    // A replay position is a floor (it only grows): ask again only when it does not suffice.
    if (Date.now() - status.at >= REPLAY_RECHECK_MS) status = await this.checkWithin(REPLAY_WAIT_MS);
    return status.state === 'streaming' && status.replay >= written ? 'replica' : 'primary';
  }

  private async lastWriteOf(userId: number): Promise<bigint | undefined> {
    const [row] = await executeNamed<{ lsn: string }>(
      this.options.primaryDb,
      'ryw',
      sql`select lsn::text as lsn from read_your_writes where user_id = ${userId} and written_at > now() - ${WRITE_WINDOW}`,
    );
    return row ? lsnOf(row.lsn) : undefined;
  }

  /** The last state; the first one is waited for, a stale one checked again in the background. */
  private async current(): Promise<Status> {
    if (this.status.state === 'unknown') return this.check();
    if (Date.now() - this.status.at >= STATE_MAX_AGE_MS) void this.check();
    return this.status;
  }

  private async checkWithin(ms: number): Promise<Status> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<Status>((resolve) => {
      timer = setTimeout(() => resolve(this.status), ms);
    });
    return Promise.race([this.check(), late]).finally(() => clearTimeout(timer));
  }

  /** One check of the replica at a time; every caller meanwhile gets its answer. */
  private check(): Promise<Status> {
    this.checking ??= this.checkOnce().finally(() => {
      this.checking = undefined;
    });
    return this.checking;
  }

  private async checkOnce(): Promise<Status> {
    try {
      const { rows } = await this.options.replica.query<ReplicaCheckRow>(REPLICA_CHECK);
      const { state, replay } = replicaStateOf(rows[0]!, this.options.maxLagSeconds);
      this.update({ state, replay: replay > this.status.replay ? replay : this.status.replay, at: Date.now() });
    } catch (error) {
      this.markDown(error);
    }
    return this.status;
  }

  private markDown(error: unknown): void {
    this.update({ ...this.status, state: 'down', at: Date.now() }, error);
  }

  private update(next: Status, error?: unknown): void {
    const before = this.status.state;
    this.status = next;
    if (next.state === before || this.closed) return;
    const details = { replica: next.state, was: before };
    if (next.state === 'streaming') this.log.info(details, 'read replica streaming: lag-tolerant reads go to it');
    else if (next.state === 'down')
      this.log.warn({ ...details, ...loggableError(error) }, 'read replica unreachable: its reads go to the primary');
    else if (next.state === 'behind')
      this.log.warn({ ...details, maxLagSeconds: this.options.maxLagSeconds }, 'read replica too far behind: its reads go to the primary');
    else if (next.state === 'not_a_replica')
      this.log.warn(details, 'DATABASE_READ_URL is not a standby (pg_is_in_recovery() is false): every read goes to the primary');
  }

  /**
   * Whether a statement the replica failed runs again on the primary: the replica went away
   * (it is then down until a check finds it back), a conflict with its recovery cancelled the
   * statement (class 40), or a module wrote through the reader (25006: a bug, logged).
   */
  private retriesOnPrimary(error: unknown): boolean {
    const state = sqlStateOf(error);
    if (isDatabaseUnavailable(error)) this.markDown(error);
    else if (state === '25006')
      this.log.warn({ sqlState: state }, 'a write reached the read replica: ran on the primary; that module must write through db');
    else if (!state?.startsWith('40')) return false;
    this.counted.fallbacks++;
    this.stayOnPrimary();
    return true;
  }

  private stayOnPrimary(): void {
    const scope = this.scopes.getStore();
    if (scope) scope.choice = Promise.resolve('primary');
  }
}

function runOn(pool: pg.Pool, config: unknown, values: unknown): Promise<pg.QueryResult> {
  return (pool.query as (config: unknown, values: unknown) => Promise<pg.QueryResult>).call(pool, config, values);
}

/**
 * The driver Drizzle runs lag-tolerant reads on: a pool to Drizzle (it opens a transaction with
 * connect(), hence "Pool" in the name, which Drizzle looks for), whose statements ReadRouting sends
 * to the replica or the primary.
 */
class ReadRoutingPool {
  constructor(private readonly routing: ReadRouting) {}

  query(config: unknown, values?: unknown): Promise<pg.QueryResult> {
    return this.routing.query(config, values);
  }

  connect(): Promise<pg.PoolClient> {
    return this.routing.connect();
  }
}
