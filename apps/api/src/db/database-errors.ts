import { createHash } from 'node:crypto';
import pino from 'pino';

/**
 * What the API knows about a failure of its database: whether it is the connection that failed
 * (the server went away, restarts, refuses or cannot be reached: answer 503 and let the client
 * retry) and a description that is safe to log.
 *
 * Drizzle wraps a failed statement in an error whose message is the SQL text followed by
 * "params: …" (names, phones, emails), and PostgreSQL's own messages and details quote values
 * ("Key (email)=(…) already exists"): neither the messages, the stacks (which start with the
 * message) nor the parameters of such an error may reach a log.
 */

// SQLSTATE codes of a server that is going away or not there yet (PostgreSQL, Appendix A):
// class 08 (connection exception) is matched by its prefix.
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: pg_ctl stop/restart -m fast, a failover
  '57P02', // crash_shutdown: another backend crashed, the server restarts
  '57P03', // cannot_connect_now: the server is starting up or shutting down
  '57P05', // idle_session_timeout
  '53300', // too_many_connections: the server is full for a moment
]);

// Errors of the socket under the driver.
const UNAVAILABLE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ENOTFOUND',
]);

// node-postgres and pg-pool report a lost or missing connection with these fixed texts (they
// quote nothing of a request, so they are also safe to log).
const DRIVER_MESSAGES = [
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
] as const;

// The class of a SQLSTATE is its first two characters (PostgreSQL, Appendix A).
const SQLSTATE_CLASSES: Record<string, string> = {
  '00': 'successful_completion',
  '01': 'warning',
  '02': 'no_data',
  '03': 'sql_statement_not_yet_complete',
  '08': 'connection_exception',
  '09': 'triggered_action_exception',
  '0A': 'feature_not_supported',
  '0B': 'invalid_transaction_initiation',
  '0F': 'locator_exception',
  '0L': 'invalid_grantor',
  '0P': 'invalid_role_specification',
  '0Z': 'diagnostics_exception',
  '20': 'case_not_found',
  '21': 'cardinality_violation',
  '22': 'data_exception',
  '23': 'integrity_constraint_violation',
  '24': 'invalid_cursor_state',
  '25': 'invalid_transaction_state',
  '26': 'invalid_sql_statement_name',
  '27': 'triggered_data_change_violation',
  '28': 'invalid_authorization_specification',
  '2B': 'dependent_privilege_descriptors_still_exist',
  '2D': 'invalid_transaction_termination',
  '2F': 'sql_routine_exception',
  '34': 'invalid_cursor_name',
  '38': 'external_routine_exception',
  '39': 'external_routine_invocation_exception',
  '3B': 'savepoint_exception',
  '3D': 'invalid_catalog_name',
  '3F': 'invalid_schema_name',
  '40': 'transaction_rollback',
  '42': 'syntax_error_or_access_rule_violation',
  '44': 'with_check_option_violation',
  '53': 'insufficient_resources',
  '54': 'program_limit_exceeded',
  '55': 'object_not_in_prerequisite_state',
  '57': 'operator_intervention',
  '58': 'system_error',
  F0: 'config_file_error',
  HV: 'fdw_error',
  P0: 'plpgsql_error',
  XX: 'internal_error',
};

type ErrorLike = Error & {
  code?: unknown;
  severity?: unknown;
  routine?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  query?: unknown;
  params?: unknown;
  errors?: unknown;
};

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** The error and every error it wraps (`cause`, an AggregateError's `errors`), outermost first. */
function chain(error: unknown): ErrorLike[] {
  const out: ErrorLike[] = [];
  const visit = (e: unknown, depth: number) => {
    if (!(e instanceof Error) || depth > 6 || out.includes(e as ErrorLike)) return;
    const err = e as ErrorLike;
    out.push(err);
    if (Array.isArray(err.errors)) for (const inner of err.errors) visit(inner, depth + 1);
    visit(err.cause, depth + 1);
  };
  visit(error, 0);
  return out;
}

const sqlStateOf = (e: ErrorLike): string | undefined =>
  typeof e.code === 'string' && SQLSTATE.test(e.code) && 'severity' in e ? e.code : undefined;
const nodeCodeOf = (e: ErrorLike): string | undefined =>
  typeof e.code === 'string' && UNAVAILABLE_NODE_CODES.has(e.code) ? e.code : undefined;
const driverMessageOf = (e: ErrorLike): string | undefined => DRIVER_MESSAGES.find((m) => e.message.startsWith(m));
// Drizzle's wrapper (DrizzleQueryError) carries the statement's text and its parameters.
const isQueryWrapper = (e: ErrorLike): boolean => typeof e.query === 'string' && 'params' in e;

/**
 * A pooled connection that could not be opened (db/client.ts wraps the driver's error in it).
 * A bare ECONNREFUSED says nothing of whom it came from (a payment provider, single sign-on):
 * socket errors count as the database's only inside this or a failed statement.
 */
export class DatabaseConnectError extends Error {
  constructor(cause: unknown) {
    super('could not connect to the database', { cause });
    this.name = 'DatabaseConnectError';
  }
}

const fromDatabase = (e: ErrorLike): boolean => isQueryWrapper(e) || e instanceof DatabaseConnectError;

/** True when the database is the cause of `error`, whatever wrapped it. */
export function isDatabaseError(error: unknown): boolean {
  return chain(error).some((e) => fromDatabase(e) || sqlStateOf(e) !== undefined || driverMessageOf(e) !== undefined);
}

/**
 * True when `error` means the database cannot be reached right now (restart, failover, server
 * down, pool connect timeout), as opposed to a statement it refused: the request may succeed if
 * retried in a few seconds.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const errors = chain(error);
  const database = errors.some(fromDatabase);
  return errors.some((e) => {
    const state = sqlStateOf(e);
    if (state) return state.startsWith('08') || UNAVAILABLE_SQLSTATES.has(state);
    return driverMessageOf(e) !== undefined || (database && nodeCodeOf(e) !== undefined);
  });
}

export interface TDatabaseErrorLog {
  /** A DrizzleQueryError, a pg DatabaseError… (the constructor names, outermost first). */
  errorClass: string[];
  /** The statement, identified without its text or values. */
  statement?: { operation: string; relation?: string; fingerprint: string };
  sqlState?: string;
  sqlClass?: string;
  severity?: string;
  routine?: string;
  constraint?: string;
  table?: string;
  column?: string;
  /** A socket error code (ECONNREFUSED…) or one of the driver's fixed connection messages. */
  connection?: string;
  /** Why a connection could not be opened (host, port, user: the operator's data, no request's). */
  connectFailure?: string;
  unavailable: boolean;
}

// The first name after from/into/update is the relation: quoted as Drizzle writes it, or bare
// as a hand-written statement does (values never stand there: they are $n parameters).
const RELATION = /\b(?:from|into|update)\s+(?:"([A-Za-z0-9_]+)"|([A-Za-z_][A-Za-z0-9_]*))/i;

/**
 * The statement that failed, named without its text: its verb, its first relation and a
 * fingerprint of its text. The fingerprint is the one db/named-statement.ts puts after the
 * prefix of a named prepared statement, so a logged failure can be matched to its statement.
 */
function statementOf(query: string): TDatabaseErrorLog['statement'] {
  const operation = /^\s*([A-Za-z]+)/.exec(query)?.[1]?.toLowerCase() ?? 'unknown';
  const match = RELATION.exec(query);
  const relation = match?.[1] ?? match?.[2];
  const fingerprint = createHash('sha1').update(query).digest('base64url').slice(0, 20);
  return { operation, ...(relation ? { relation } : {}), fingerprint };
}

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.length > 0 ? v.slice(0, 128) : undefined);

/**
 * A description of a database error made only of names and codes: no message, no detail, no
 * SQL text, no parameter, no stack. Safe to log whatever the statement carried.
 */
export function describeDatabaseError(error: unknown): TDatabaseErrorLog {
  const errors = chain(error);
  const out: TDatabaseErrorLog = {
    errorClass: errors.map((e) => e.constructor?.name || 'Error'),
    unavailable: isDatabaseUnavailable(error),
  };
  const wrapper = errors.find(isQueryWrapper);
  if (wrapper) out.statement = statementOf(wrapper.query as string);
  const server = errors.find((e) => sqlStateOf(e) !== undefined);
  if (server) {
    const state = sqlStateOf(server)!;
    out.sqlState = state;
    out.sqlClass = SQLSTATE_CLASSES[state.slice(0, 2)] ?? 'unknown';
    for (const key of ['severity', 'routine', 'constraint', 'table', 'column'] as const) {
      const value = text(server[key]);
      if (value) out[key] = value;
    }
  }
  for (const e of errors) {
    const connection = nodeCodeOf(e) ?? driverMessageOf(e);
    if (connection) {
      out.connection = connection;
      break;
    }
  }
  const connect = errors.find((e) => e instanceof DatabaseConnectError);
  const reason = connect?.cause instanceof Error ? text(connect.cause.message) : undefined;
  if (reason) out.connectFailure = reason;
  return out;
}

/**
 * What to log for any error: a database error as its safe description, anything else as is
 * (pino's error serialiser then writes its message and stack).
 */
export function loggableError(error: unknown): { err: unknown } | { database: TDatabaseErrorLog } {
  return isDatabaseError(error) ? { database: describeDatabaseError(error) } : { err: error };
}

/**
 * pino's `err` serialiser for every logger of the app: wherever a database error is logged as
 * `{ err }` (a background job, a repository's catch), it leaves as its type, a fixed message and
 * its safe description, never its own message, stack or parameters. Other errors as pino writes them.
 */
export function serializeError(error: unknown): { type: string; message: string; stack: string; [key: string]: unknown } {
  if (!isDatabaseError(error)) {
    return error instanceof Error ? pino.stdSerializers.err(error) : { type: typeof error, message: String(error), stack: '' };
  }
  const described = describeDatabaseError(error);
  const message = described.statement ? 'Failed query' : 'database error';
  // No stack: its first line repeats the message, which for a database error holds the SQL and parameters.
  return { type: error instanceof Error ? error.constructor.name : 'Error', message, stack: '', database: described };
}
