import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type PortalInstance, startPortalInstance } from './portal-instance.ts';
import { createThrowawayPostgres, type ThrowawayPostgres } from './throwaway-postgres.ts';

/**
 * The database-outage scenario, shared by its test (db/restart.test.ts)
 * and its benchmark (bench/db-outage.ts): the real API as its own process on a throwaway
 * PostgreSQL cluster, ten writers and ten readers of a demo customer, and the server stopped
 * with `pg_ctl -m fast` (every backend ends with 57P01, as an operator's restart or a failover)
 * in the middle of it.
 *
 * The write is the notification email of a contract (PUT /contracts/:name/notification/email/):
 * one transaction that updates the address and inserts one contract_modification_requests row
 * (kind contact_field) carrying the email. Each request sends an email of its own, so every
 * answered write can be looked for afterwards, and a transaction is exactly what held a
 * checked-out connection with no error listener when the server went away.
 */

export const OUTAGE_CUSTOMER = { user: '12345678Z', password: 'Demo-Portal-2026!', contract: '0001001' };
const READS = ['/api/v2/contracts?type=electricity&offset=0&limit=10', '/api/v1/invoices/?type=electricity&offset=0&limit=100'];
// Written emails carry this domain, so a log line that quotes one is easy to find.
const WRITE_DOMAIN = 'outage.example';
const WRITTEN_ADDRESS = /w\d+-\d+@outage\.example/;

export interface OutageOptions {
  writers?: number;
  readers?: number;
  /** Load before the server is stopped. */
  warmupMs?: number;
  /**
   * How long the server stays down. 0: `pg_ctl restart -m fast` (stop and start in one step,
   * about 0.4 s on an empty cluster); more: `pg_ctl stop -m fast`, a pause, `pg_ctl start`, as
   * the restart of a real server that takes seconds (and long enough to see /readyz say 503).
   */
  downMs?: number;
  /** Load after the server is back. */
  afterMs?: number;
  /** Per-request limit: an answer slower than this counts as a timeout. */
  requestTimeoutMs?: number;
  /** Called with each stage, for a benchmark's progress lines. */
  progress?: (line: string) => void;
}

export interface OutageAnswer {
  kind: 'read' | 'write' | 'readyz';
  /** HTTP status, or 'network' (no answer: refused, reset) or 'timeout'. */
  status: number | 'network' | 'timeout';
  sentAt: number;
  answeredAt: number;
  retryAfter?: string | null;
  code?: string;
  email?: string;
}

export interface OutageReport {
  answers: OutageAnswer[];
  /** Milliseconds since the scenario's start. */
  stoppedAt: number;
  returnedAt: number;
  /** From the server's return to the first 2xx answer of a read or write sent after it. */
  recoveryMs: number | undefined;
  /** From the server's return to the first /readyz 200. */
  readyAgainMs: number | undefined;
  /** Status counts of reads and writes, e.g. { '200': 812, '503': 40 }. */
  counts: Record<string, number>;
  /** /readyz answers between the stop and the return. */
  readyzDuringOutage: Record<string, number>;
  writesAnswered2xx: number;
  /** Emails of writes answered 2xx that are not in the database. */
  lostWrites: string[];
  /** 503 answers without Retry-After or without the database_unavailable body. */
  malformed503s: number;
  /** The API process: still running after the scenario, or how it ended. */
  alive: boolean;
  exit?: string;
  /** Log lines of the API that quote a written email (a parameter value). */
  leakingLogLines: string[];
  /** Log lines of the API saying a pooled connection was lost. */
  connectionLostLines: number;
  output: () => string;
}

/** `node --import tsx apps/api/src/main.ts` on `databaseUrl`, as an operator runs it (test/portal-instance.ts). */
async function startApi(databaseUrl: string, dataDir: string): Promise<PortalInstance> {
  return startPortalInstance({
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    TOKEN_SECRET: randomBytes(32).toString('hex'),
    REDIS_URL: '',
    // Twenty clients of one customer sign in once; nothing here is about throttling.
    LOGIN_RATE_LIMIT: '100000',
    LOGIN_IP_RATE_LIMIT: '100000',
  });
}

async function login(base: string): Promise<string> {
  const res = await fetch(`${base}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: OUTAGE_CUSTOMER.user, password: OUTAGE_CUSTOMER.password }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/**
 * Runs the scenario and answers what happened; cleans up its cluster and its process whatever
 * happens. It asserts nothing: the test and the benchmark judge the report.
 */
export async function runOutageScenario(options: OutageOptions = {}): Promise<OutageReport> {
  const { writers = 10, readers = 10, warmupMs = 1500, downMs = 1500, afterMs = 5000, requestTimeoutMs = 15_000 } = options;
  const progress = options.progress ?? (() => {});
  let cluster: ThrowawayPostgres | undefined;
  let api: PortalInstance | undefined;
  try {
    progress('creating a throwaway PostgreSQL cluster');
    cluster = await createThrowawayPostgres();
    const dataDir = path.join(cluster.dir, 'portal-data');
    await mkdir(dataDir, { recursive: true });
    progress(`cluster on port ${cluster.port}; starting the API (migrates and seeds the demo data)`);
    api = await startApi(cluster.url, dataDir);
    const base = api.url;
    const token = await login(base);
    const auth = { authorization: `Bearer ${token}` };

    const t0 = performance.now();
    const now = () => performance.now() - t0;
    const answers: OutageAnswer[] = [];
    let running = true;
    let serial = 0;

    const call = async (kind: OutageAnswer['kind'], url: string, init: RequestInit, email?: string) => {
      const sentAt = now();
      try {
        const res = await fetch(url, { ...init, signal: AbortSignal.timeout(requestTimeoutMs) });
        const text = await res.text();
        let code: string | undefined;
        try {
          code = (JSON.parse(text) as { code?: string }).code;
        } catch {
          // not JSON
        }
        const answer: OutageAnswer = { kind, status: res.status, sentAt, answeredAt: now(), retryAfter: res.headers.get('retry-after') };
        if (code) answer.code = code;
        if (email) answer.email = email;
        answers.push(answer);
        return res.status;
      } catch (error) {
        const status = error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'network';
        answers.push({ kind, status, sentAt, answeredAt: now(), ...(email ? { email } : {}) });
        return status;
      }
    };
    // After a failure a worker pauses briefly: a closed pool fails in microseconds, and a tight
    // loop of failures would only measure how fast we can spin.
    const pauseAfter = (status: number | string) => (typeof status === 'number' && status < 300 ? undefined : sleep(50));

    const writer = async (w: number) => {
      while (running) {
        const email = `w${w}-${serial++}@${WRITE_DOMAIN}`;
        const status = await call(
          'write',
          `${base}/api/v1/contracts/${OUTAGE_CUSTOMER.contract}/notification/email/`,
          { method: 'PUT', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ email }) },
          email,
        );
        await pauseAfter(status);
      }
    };
    const reader = async (r: number) => {
      let i = r;
      while (running) {
        const status = await call('read', `${base}${READS[i++ % READS.length]}`, { headers: auth });
        await pauseAfter(status);
      }
    };
    const prober = async () => {
      while (running) {
        await call('readyz', `${base}/readyz`, {});
        await sleep(25);
      }
    };

    progress(`load: ${writers} writers, ${readers} readers`);
    const workers = [
      ...Array.from({ length: writers }, (_, w) => writer(w)),
      ...Array.from({ length: readers }, (_, r) => reader(r)),
      prober(),
    ];
    await sleep(warmupMs);
    const stoppedAt = now();
    if (downMs > 0) {
      progress(`pg_ctl stop -m fast, ${downMs} ms down, pg_ctl start`);
      await cluster.stop();
      await sleep(downMs);
      await cluster.start();
    } else {
      progress('pg_ctl restart -m fast');
      await cluster.restart();
    }
    const returnedAt = now();
    await sleep(afterMs);
    running = false;
    await Promise.all(workers);

    // What the database holds: every email a writer was told was saved must be there.
    const stored = new Set(
      (
        await cluster.query<{ value: string }>(
          "select payload->>'value' as value from contract_modification_requests where kind = 'contact_field' and payload->>'value' like $1",
          [`%@${WRITE_DOMAIN}`],
        )
      ).map((r) => r.value),
    );
    const requests = answers.filter((a) => a.kind !== 'readyz');
    const ok = (a: OutageAnswer) => typeof a.status === 'number' && a.status >= 200 && a.status < 300;
    const acceptedWrites = requests.filter((a) => a.kind === 'write' && ok(a));
    const counts: Record<string, number> = {};
    for (const a of requests) counts[String(a.status)] = (counts[String(a.status)] ?? 0) + 1;
    const readyzDuringOutage: Record<string, number> = {};
    for (const a of answers.filter((a) => a.kind === 'readyz' && a.sentAt >= stoppedAt && a.answeredAt <= returnedAt)) {
      readyzDuringOutage[String(a.status)] = (readyzDuringOutage[String(a.status)] ?? 0) + 1;
    }
    const firstOk = requests.filter((a) => ok(a) && a.sentAt >= returnedAt).sort((a, b) => a.answeredAt - b.answeredAt)[0];
    const firstReady = answers
      .filter((a) => a.kind === 'readyz' && a.status === 200 && a.sentAt >= returnedAt)
      .sort((a, b) => a.answeredAt - b.answeredAt)[0];
    const output = api.output;
    const lines = output().split('\n');
    return {
      answers,
      stoppedAt,
      returnedAt,
      recoveryMs: firstOk ? firstOk.answeredAt - returnedAt : undefined,
      readyAgainMs: firstReady ? firstReady.answeredAt - returnedAt : undefined,
      counts,
      readyzDuringOutage,
      writesAnswered2xx: acceptedWrites.length,
      lostWrites: acceptedWrites.map((a) => a.email!).filter((email) => !stored.has(email)),
      malformed503s: requests.filter((a) => a.status === 503 && (!a.retryAfter || a.code !== 'database_unavailable')).length,
      alive: api.exit() === undefined,
      ...(api.exit() ? { exit: api.exit() } : {}),
      // A written address is w<worker>-<serial>@…; the mail log's masked recipient (w***@…) is
      // not one, and says only that a mail is waiting.
      leakingLogLines: lines.filter((l) => WRITTEN_ADDRESS.test(l)),
      connectionLostLines: lines.filter((l) => l.includes('database connection lost')).length,
      output,
    };
  } finally {
    await api?.kill();
    await cluster?.destroy();
  }
}

/** One line of figures, as the benchmark prints them. */
export function summariseOutage(r: OutageReport): string {
  const counts = Object.entries(r.counts)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');
  const readyz = Object.entries(r.readyzDuringOutage)
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');
  const ms = (v: number | undefined) => (v === undefined ? 'never' : `${Math.round(v)} ms`);
  return [
    `answers by status (reads and writes): ${counts}`,
    `server down for ${Math.round(r.returnedAt - r.stoppedAt)} ms; /readyz during the outage: ${readyz || 'none'}`,
    `recovery after the server returned: first 2xx ${ms(r.recoveryMs)}, /readyz 200 ${ms(r.readyAgainMs)}`,
    `writes answered 2xx: ${r.writesAnswered2xx}, lost: ${r.lostWrites.length} (target 0); 503 without Retry-After or code: ${r.malformed503s}`,
    `API process: ${r.alive ? 'alive' : r.exit}; connection-lost log lines: ${r.connectionLostLines}; log lines quoting a written value: ${r.leakingLogLines.length}`,
  ].join('\n');
}
