import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/index.ts';
import { type AppsOnOneDatabase, createAppsOnOneDatabase } from '../../test/apps-on-one-database.ts';
import { bearer } from '../../test/test-app.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
// Redis delivers to the other instance within a millisecond or two here; this only bounds a slow machine.
const PROPAGATION_LIMIT_MS = 1000;

if (!serverUrl) console.warn('sessions-across-instances.test.ts skipped: set TEST_DATABASE_URL (a PostgreSQL server) to run it');

/** A port nothing listens on: an instance whose Redis is away. */
const closedPort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/**
 * Instances share one PostgreSQL and one Redis; a session ended or refreshed
 * on one is refused by the others at once, although they had its state cached.
 */
describe.skipIf(!serverUrl)('sessions across instances (PostgreSQL at TEST_DATABASE_URL, Redis at 127.0.0.1:6379)', () => {
  let multi: AppsOnOneDatabase;
  let a: FastifyInstance;
  let b: FastifyInstance;
  /** Its Redis unreachable: it must read every session from the database. */
  let c: FastifyInstance;
  beforeAll(async () => {
    const limits = { loginRateLimit: 1000, loginIpRateLimit: 1000 };
    multi = await createAppsOnOneDatabase(serverUrl!, [
      { ...limits, redisUrl: REDIS_URL },
      { ...limits, redisUrl: REDIS_URL },
      { ...limits, redisUrl: `redis://127.0.0.1:${await closedPort()}` },
    ]);
    [a, b, c] = multi.apps as [FastifyInstance, FastifyInstance, FastifyInstance];
  });
  afterAll(() => multi?.close());

  const login = async (app: FastifyInstance, user: string, password = DEMO_PASSWORD) => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/user/login', payload: { user, password } });
    expect(res.statusCode).toBe(200);
    return res.json().token as string;
  };
  const profile = (app: FastifyInstance, token: string) => app.inject({ method: 'GET', url: '/api/v2/users/', headers: bearer(token) });
  /** How long until `app` refuses `token` (ms), polling; fails past the limit. */
  const refusedWithin = async (app: FastifyInstance, token: string) => {
    const start = performance.now();
    while (performance.now() - start < PROPAGATION_LIMIT_MS) {
      if ((await profile(app, token)).statusCode === 401) return performance.now() - start;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    throw new Error(`still accepted after ${PROPAGATION_LIMIT_MS} ms`);
  };

  it('a session ended by logout on A is refused on B, which had it cached, and on C, which has no Redis', async () => {
    const token = await login(a, '12345678Z');
    for (const app of [a, b, c]) expect((await profile(app, token)).statusCode).toBe(200);
    expect((await a.inject({ method: 'POST', url: '/api/v1/user/logout', headers: bearer(token) })).statusCode).toBe(204);
    expect((await profile(a, token)).statusCode).toBe(401);
    // C reads the database on every request while it has no subscription: refused on the first try.
    expect((await profile(c, token)).json()).toEqual({ code: 'session_ended', message: 'token_expired' });
    const delay = await refusedWithin(b, token);
    console.info(`logout on A refused on B after ${delay.toFixed(1)} ms`);
    expect((await profile(b, token)).json()).toEqual({ code: 'session_ended', message: 'token_expired' });
  });

  it('a password change on A ends the other sessions on B; the changing one goes on everywhere', async () => {
    const other = await login(b, 'B58378431');
    const mine = await login(a, 'B58378431');
    expect((await profile(b, other)).statusCode).toBe(200);
    const res = await a.inject({
      method: 'PUT',
      url: '/api/v1/user/password',
      headers: bearer(mine),
      payload: { current: DEMO_PASSWORD, password: 'Nova-Clau-2026!' },
    });
    expect(res.statusCode).toBe(200);
    await refusedWithin(b, other);
    for (const app of [a, b, c]) expect((await profile(app, res.json().token)).statusCode).toBe(200);
  });

  it('a refresh on A retires the old token on B; the new token works on B at once', async () => {
    const old = await login(a, '87654321X');
    expect((await profile(b, old)).statusCode).toBe(200);
    const fresh = (await a.inject({ method: 'POST', url: '/api/v1/user/refresh', headers: bearer(old) })).json().token as string;
    // B may not have heard yet: a newer token than it knows makes it read the database.
    expect((await profile(b, fresh)).statusCode).toBe(200);
    await refusedWithin(b, old);
    expect((await profile(c, old)).statusCode).toBe(401);
  });
});
