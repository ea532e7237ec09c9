import pg from 'pg';
import { type CapturedStatement, waves } from './sql-capture.ts';

/** One request's statements, as the portal sent them (captureStatements), ready to send again. */
export interface FloorRequest {
  waves: CapturedStatement[][];
  /** BEGIN … COMMIT: one connection, one statement after the other, as the portal's transaction ran. */
  transaction: boolean;
}

export const floorRequest = (statements: readonly CapturedStatement[]): FloorRequest => ({
  waves: waves(statements),
  transaction: statements.some((s) => /^\s*begin\b/i.test(s.text)),
});

export interface FloorFigures {
  rps: number;
  p50: number;
  p95: number;
  requests: number;
  errors: number;
  /** The first statement that failed, and why: a floor with errors measured something else. */
  firstError?: string;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

const send = (executor: pg.Pool | pg.PoolClient, s: CapturedStatement) =>
  executor.query({
    text: s.text,
    values: s.values,
    ...(s.name ? { name: s.name } : {}),
    ...(s.rowMode === 'array' ? { rowMode: 'array' as const } : {}),
  });

async function replay(pool: pg.Pool, request: FloorRequest): Promise<void> {
  if (request.transaction) {
    const client = await pool.connect();
    try {
      for (const wave of request.waves) for (const statement of wave) await send(client, statement);
    } finally {
      client.release();
    }
    return;
  }
  for (const wave of request.waves) await Promise.all(wave.map((statement) => send(pool, statement)));
}

/**
 * The floor of an endpoint: its own statements (captured from the portal answering it) sent
 * through a bare node-postgres pool by `connections` loops for `seconds`, nothing else — no HTTP,
 * no routing, no validation, no JSON. Requests rotate over `requests` as the portal's load
 * rotates over its targets. A pool as large as the portal's, so both queue the same way.
 */
export async function sqlFloor(
  pool: pg.Pool,
  requests: readonly FloorRequest[],
  { connections, seconds }: { connections: number; seconds: number },
): Promise<FloorFigures> {
  const times: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  let next = 0;
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const request = requests[next++ % requests.length]!;
        const at = performance.now();
        try {
          await replay(pool, request);
          times.push(performance.now() - at);
        } catch (error) {
          errors++;
          firstError ??= String((error as Error).message ?? error);
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return {
    rps: times.length / elapsed,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    requests: times.length,
    errors,
    ...(firstError ? { firstError } : {}),
  };
}

/**
 * The floor's pool, as large as the portal's, its connections open before anything is measured
 * (as the portal's are after its warm-up), so the CPU of their PostgreSQL backends is counted.
 */
export async function floorPool(databaseUrl: string, poolSize: number): Promise<pg.Pool> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  await Promise.all(Array.from({ length: poolSize }, () => pool.query('select 1')));
  return pool;
}
