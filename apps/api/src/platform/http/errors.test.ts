import { createServer } from 'node:net';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { registerErrorHandling } from './errors.ts';

// How a database failure reaches the answer and the log (db/database-errors.ts describes it).
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
