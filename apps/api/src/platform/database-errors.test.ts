import { createServer } from 'node:net';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { DatabaseConnectError, describeDatabaseError, isDatabaseError, isDatabaseUnavailable } from './database-errors.ts';
import { registerErrorHandling } from './errors.ts';
import { loggerOptions } from './logging.ts';

/** An error shaped as node-postgres' DatabaseError (what the server sends). */
function serverError(code: string, message = 'server says no', extra: Record<string, unknown> = {}): Error {
  return Object.assign(new Error(message), { code, severity: 'ERROR', ...extra });
}
function socketError(code: string): Error {
  return Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code });
}
/** As Drizzle wraps a failed statement: its text and its parameters in the message. */
function queryError(cause: Error, params: unknown[] = ['Marta Garcia', '612345678']): Error {
  return Object.assign(new Error(`Failed query: insert into "customers" ("name") values ($1)\nparams: ${params.join(',')}`, { cause }), {
    query: 'insert into "customers" ("name") values ($1)',
    params,
  });
}

describe('isDatabaseUnavailable', () => {
  it('says yes to a server going away, restarting or unreachable, whatever wraps the error', () => {
    for (const code of ['57P01', '57P02', '57P03', '08006', '08001', '53300']) {
      expect(isDatabaseUnavailable(serverError(code)), code).toBe(true);
      expect(isDatabaseUnavailable(queryError(serverError(code))), code).toBe(true);
    }
    for (const message of [
      'Connection terminated unexpectedly',
      'Connection terminated',
      'timeout exceeded when trying to connect',
      'Client has encountered a connection error and is not queryable',
    ]) {
      expect(isDatabaseUnavailable(new Error(message)), message).toBe(true);
    }
    expect(isDatabaseUnavailable(queryError(socketError('ECONNRESET')))).toBe(true);
    expect(isDatabaseUnavailable(new DatabaseConnectError(socketError('ECONNREFUSED')))).toBe(true);
    expect(isDatabaseUnavailable(new DatabaseConnectError(new AggregateError([socketError('ECONNREFUSED')])))).toBe(true);
  });

  it('says no to a statement the server refused, and to a socket error of someone else', () => {
    for (const code of ['23505', '22P02', '42P01', '40001']) {
      expect(isDatabaseUnavailable(queryError(serverError(code))), code).toBe(false);
    }
    // A payment provider or the single sign-on provider refusing is not the database.
    expect(isDatabaseUnavailable(new TypeError('fetch failed', { cause: socketError('ECONNREFUSED') }))).toBe(false);
    expect(isDatabaseError(new TypeError('fetch failed', { cause: socketError('ECONNREFUSED') }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
  });
});

describe('describeDatabaseError', () => {
  it('keeps names and codes, drops messages, details, SQL text and parameters', () => {
    const error = queryError(
      serverError('23505', 'duplicate key value violates unique constraint "customers_email_key"', {
        detail: 'Key (email)=(marta@example.com) already exists.',
        constraint: 'customers_email_key',
        table: 'customers',
        routine: '_bt_check_unique',
      }),
      ['marta@example.com'],
    );
    const described = describeDatabaseError(error);
    expect(described).toEqual({
      errorClass: ['Error', 'Error'],
      unavailable: false,
      statement: { operation: 'insert', relation: 'customers', fingerprint: expect.stringMatching(/^[\w-]{20}$/) },
      sqlState: '23505',
      sqlClass: 'integrity_constraint_violation',
      severity: 'ERROR',
      constraint: 'customers_email_key',
      table: 'customers',
      routine: '_bt_check_unique',
    });
    expect(JSON.stringify(described)).not.toContain('marta');
  });
});

async function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 1));
    });
  });
}

describe('the error handler with a real database', () => {
  const lines: string[] = [];
  let app: FastifyInstance;
  let pglite: DatabaseHandle;
  let unreachable: DatabaseHandle;
  // Values a customer sends: none of them may reach a log line.
  const NAME = 'Marta Garcia Puig';
  const EMAIL = 'marta.garcia@correu.example';

  beforeAll(async () => {
    pglite = await openDatabase({});
    await pglite.db.execute(sql`create table people (email text unique, name text)`);
    // Nothing listens there: every connection is refused at once.
    unreachable = await openDatabase({ url: `postgres://postgres@127.0.0.1:${await closedPort()}/nobody`, connectionTimeoutMs: 2000 });
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    app = Fastify({ loggerInstance: pino({ level: 'info' }, sink) as FastifyBaseLogger });
    registerErrorHandling(app);
    app.get('/bad-value', async () => pglite.db.execute(sql`select ${NAME}::int`));
    app.get('/duplicate', async () => {
      await pglite.db.execute(sql`insert into people (email, name) values (${EMAIL}, ${NAME})`);
      return pglite.db.execute(sql`insert into people (email, name) values (${EMAIL}, ${NAME})`);
    });
    app.get('/down/query', async () => unreachable.db.execute(sql`select ${NAME}::text`));
    app.get('/down/transaction', async () =>
      unreachable.db.transaction(async (tx) => tx.execute(sql`insert into people (email) values (${EMAIL})`)),
    );
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await pglite?.close();
    await unreachable?.close();
  });

  const loggedFor = (reqId: string) => lines.filter((l) => l.includes(`"reqId":"${reqId}"`)).map((l) => JSON.parse(l));

  it('logs a failing statement by SQLSTATE and class, without its parameters, and answers 500 without them', async () => {
    const res = await app.inject({ method: 'GET', url: '/bad-value' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'internal_error', message: 'internal_error' });
    const logged = loggedFor('req-1').find((l) => l.msg === 'unhandled error');
    expect(logged.database).toMatchObject({ sqlState: '22P02', sqlClass: 'data_exception', statement: { operation: 'select' } });
    expect(logged.err).toBeUndefined();

    await app.inject({ method: 'GET', url: '/duplicate' });
    const duplicate = loggedFor('req-2').find((l) => l.msg === 'unhandled error');
    expect(duplicate.database).toMatchObject({
      sqlState: '23505',
      constraint: 'people_email_key',
      statement: { operation: 'insert', relation: 'people' },
    });

    const all = lines.join('\n');
    for (const value of [NAME, 'Marta', EMAIL, 'marta.garcia', 'params', 'Failed query']) expect(all).not.toContain(value);
  });

  it('answers 503 database_unavailable with Retry-After when the server cannot be reached, for a query and a transaction', async () => {
    for (const url of ['/down/query', '/down/transaction']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(503);
      expect(res.headers['retry-after'], url).toBe('5');
      expect(res.json(), url).toEqual({ code: 'database_unavailable', message: 'database_unavailable' });
    }
    const warnings = lines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'database unavailable');
    expect(warnings).toHaveLength(2);
    for (const w of warnings) expect(w.database).toMatchObject({ unavailable: true, connection: 'ECONNREFUSED' });
    expect(lines.join('\n')).not.toContain(EMAIL);
  });
});

describe("the app's logger", () => {
  it('writes a database error logged as { err } by its codes, without message, stack or parameters; other errors whole', async () => {
    const db = await openDatabase({});
    try {
      const error = await db.db.execute(sql`select ${'Marta Garcia Puig'}::int`).then(
        () => undefined,
        (e: unknown) => e,
      );
      const lines: string[] = [];
      const logger = pino(loggerOptions('info'), { write: (line: string) => lines.push(line) });
      logger.warn({ err: error }, 'payment reconciliation failed');
      logger.warn({ err: new Error('the provider said no') }, 'something else');
      const [dbLine, otherLine] = lines.map((l) => JSON.parse(l));
      expect(dbLine.err).toMatchObject({ message: 'Failed query', database: { sqlState: '22P02', statement: { operation: 'select' } } });
      expect(dbLine.err.stack ?? '').toBe('');
      expect(lines[0]).not.toContain('Marta');
      expect(otherLine.err).toMatchObject({ message: 'the provider said no', type: 'Error' });
      expect(otherLine.err.stack).toContain('database-errors.test.ts');
    } finally {
      await db.close();
    }
  });
});
