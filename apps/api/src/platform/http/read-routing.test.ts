import { AsyncLocalStorage } from 'node:async_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { TTokenClaims } from '@portal/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ReplicaReads } from '../../db/database.ts';
import { registerReadRouting } from './read-routing.ts';

/**
 * The request side of the read replica, over a stand-in for db/read-routing.ts: every request is
 * one reader whose user the handler's statements see (a body read from a real socket included),
 * and a signed-in user's changing request records its write position before its answer leaves.
 */
describe('registerReadRouting', () => {
  const scopes = new AsyncLocalStorage<() => number | undefined>();
  const recorded: number[] = [];
  let failRecord = false;
  const reads: ReplicaReads = {
    db: undefined as never,
    scope: (userId, work) => scopes.run(userId, work),
    recordWrite: async (userId) => {
      await sleep(5);
      if (failRecord) throw new Error('primary away');
      recorded.push(userId);
    },
    state: () => 'streaming',
    counts: () => ({ replica: 0, primary: 0, fallbacks: 0 }),
  };
  // What a routed statement in the handler would be told: the request's user.
  const reader = async () => {
    await sleep(1);
    return { user: scopes.getStore()?.() ?? null, recorded: [...recorded] };
  };
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    app = Fastify();
    app.decorateRequest('identity', null);
    registerReadRouting(app, reads);
    // The authentication hook's part: it runs after the scope opened, and sets the identity.
    app.addHook('onRequest', async (request) => {
      await sleep(1);
      const user = request.headers['x-user'];
      if (typeof user === 'string') request.identity = { user_id: Number(user) } as TTokenClaims;
    });
    app.get('/read', reader);
    app.post('/change', async () => reader());
    app.put('/unavailable', async (_request, reply) => reply.code(503).send({ code: 'database_unavailable' }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => app.close());
  beforeEach(() => {
    recorded.length = 0;
    failRecord = false;
  });

  const call = async (method: string, url: string, user?: number, body?: unknown) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { ...(user ? { 'x-user': String(user) } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: res.status, body: (await res.json()) as { user: number | null; recorded: number[] } };
  };

  it('tells a read its signed-in user, known only after authentication; a visitor has none', async () => {
    expect((await call('GET', '/read', 7)).body.user).toBe(7);
    expect((await call('GET', '/read')).body.user).toBeNull();
    expect(recorded).toEqual([]);
  });

  it('keeps the user across a body read from the socket, and on requests in parallel', async () => {
    const padding = 'x'.repeat(200_000);
    const answers = await Promise.all([1, 2, 3, 4, 5, 6].map((user) => call('POST', '/change', user, { padding })));
    expect(answers.map((answer) => answer.body.user)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('records a change before its answer leaves, and only a signed-in user’s change', async () => {
    const answer = await call('POST', '/change', 9, { any: 1 });
    expect(answer.status).toBe(200);
    // Recorded once the handler had run, and before the customer had the answer.
    expect(answer.body.recorded).toEqual([]);
    expect(recorded).toEqual([9]);
    await call('POST', '/change', undefined, { any: 1 });
    await call('GET', '/read', 9);
    expect(recorded).toEqual([9]);
  });

  it('records nothing for a change the database was away for (503), and answers a change whose record fails', async () => {
    expect((await fetch(`${base}/unavailable`, { method: 'PUT', headers: { 'x-user': '4' } })).status).toBe(503);
    expect(recorded).toEqual([]);
    failRecord = true;
    expect((await call('POST', '/change', 4, { any: 1 })).status).toBe(200);
  });
});
