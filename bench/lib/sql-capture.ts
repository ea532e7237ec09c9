import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';

/** One statement as node-postgres received it, with when it started and settled (ms, performance.now()). */
export interface CapturedStatement {
  text: string;
  /** A prepared statement's name (drizzle's .prepare()): replayed under it, so it is planned as the portal's is. */
  name: string | undefined;
  values: unknown[] | undefined;
  rowMode: string | undefined;
  start: number;
  end: number;
}

const capture = new AsyncLocalStorage<CapturedStatement[]>();
let installed = false;

/**
 * Records every statement node-postgres sends from inside `work`, and only those: the hook keys on
 * the async context (run one capture at a time: a statement waiting for a pooled connection is
 * handed it in the context of the request that released it), so the portal's own timers (mail outbox, reminders, reconcilers) running
 * meanwhile are left out. Each statement keeps its timing, so statements the portal sent together
 * (Promise.all) can be replayed together (waves()).
 */
export async function captureStatements(work: () => Promise<unknown>): Promise<CapturedStatement[]> {
  install();
  const statements: CapturedStatement[] = [];
  await capture.run(statements, work);
  return statements;
}

function install(): void {
  if (installed) return;
  installed = true;
  pg.Pool.prototype.query = patched(pg.Pool.prototype.query as TQuery, true) as typeof pg.Pool.prototype.query;
  pg.Client.prototype.query = patched(pg.Client.prototype.query as TQuery, false) as typeof pg.Client.prototype.query;
}

type TQuery = (...args: unknown[]) => unknown;
type TQueryConfig = { text: string; name?: string; values?: unknown[]; rowMode?: string };

/** Query configs already recorded by the pool, which hands them on to one of its clients. */
const recorded = new WeakSet<object>();

/**
 * A query method that records each statement sent from inside a capture. The pool's is recorded
 * when the portal asks (a statement waiting for a free connection started then, beside the ones
 * sent with it), and the client's then skips it; the client's records the statements sent on a
 * connection taken from the pool (a transaction).
 */
function patched(original: TQuery, pool: boolean): TQuery {
  return function query(this: unknown, ...args: unknown[]) {
    const into = capture.getStore();
    if (!into) return original.apply(this, args);
    // The pool hands its client this very object, marked: a copy per call, as drizzle sends the
    // same object every time a prepared statement runs.
    if (pool) {
      args[0] = typeof args[0] === 'string' ? { text: args[0] } : { ...(args[0] as TQueryConfig) };
      recorded.add(args[0] as TQueryConfig);
    }
    const first = args[0] as string | TQueryConfig;
    if (!pool && typeof first === 'object' && recorded.has(first)) return original.apply(this, args);
    const statement: CapturedStatement = {
      text: typeof first === 'string' ? first : first.text,
      name: typeof first === 'string' ? undefined : first.name,
      // drizzle passes the values beside its query object (query({ text, rowMode, types }, values)).
      values: (typeof first === 'string' ? undefined : first.values) ?? (Array.isArray(args[1]) ? (args[1] as unknown[]) : undefined),
      rowMode: typeof first === 'string' ? undefined : first.rowMode,
      start: performance.now(),
      end: Number.POSITIVE_INFINITY,
    };
    into.push(statement);
    const settle = () => {
      statement.end = performance.now();
    };
    const last = args[args.length - 1];
    if (typeof last === 'function') {
      args[args.length - 1] = (...result: unknown[]) => {
        settle();
        return (last as (...r: unknown[]) => unknown)(...result);
      };
      return original.apply(this, args);
    }
    const answer = original.apply(this, args);
    if (answer && typeof (answer as Promise<unknown>).then === 'function') {
      (answer as Promise<unknown>).then(settle, settle);
    } else {
      settle();
    }
    return answer;
  };
}

/**
 * The statements in waves: a statement that started before every earlier one had settled ran
 * beside them (the portal sent them together); one that started after all had settled waited
 * for them. Replaying wave after wave, each wave's statements at once, sends what the portal sent
 * in the order it could.
 */
export function waves(statements: readonly CapturedStatement[]): CapturedStatement[][] {
  const out: CapturedStatement[][] = [];
  let settledAt = Number.NEGATIVE_INFINITY;
  for (const statement of statements) {
    const current = out[out.length - 1];
    if (current && statement.start < settledAt) current.push(statement);
    else out.push([statement]);
    settledAt = Math.max(settledAt, statement.end);
  }
  return out;
}
