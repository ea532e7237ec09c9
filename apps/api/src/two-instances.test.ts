import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PortalInstance, startPortalInstance } from './test/portal-instance.ts';

/**
 * Issue 10 point 7: two API processes behind one load balancer, on one PostgreSQL database and
 * one Redis, as docs/operations.md tells an operator to run them. Needs the machine's servers
 * (TEST_DATABASE_URL, and Redis at REDIS_TEST_URL or redis://127.0.0.1:6379), as in CI.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';

async function admin(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

const post = (base: string, path: string, body: unknown, token?: string) =>
  fetch(`${base}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

// Once, in the PostgreSQL run of the API suite (TEST_DB_BACKEND=postgres, vitest.config.ts).
describe.skipIf(!serverUrl || process.env.TEST_DB_BACKEND !== 'postgres')('two instances on one PostgreSQL and one Redis', () => {
  const database = `portal_two_instances_${randomBytes(4).toString('hex')}`;
  let a: PortalInstance;
  let b: PortalInstance;

  beforeAll(async () => {
    await admin(`create database ${database}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${database}`;
    const env = {
      DATABASE_URL: url.href,
      REDIS_URL: redisUrl,
      TOKEN_SECRET: `two-instances-${randomBytes(16).toString('hex')}`,
      LOGIN_RATE_LIMIT: '4',
    };
    // Started together: the start-up lock lets one migrate and seed while the other waits.
    [a, b] = await Promise.all([startPortalInstance(env), startPortalInstance(env)]);
  }, 300_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await admin(`drop database if exists ${database} with (force)`);
  }, 60_000);

  it('counts login attempts across both: the limit holds whichever instance is asked', async () => {
    // An account no earlier run has used, so Redis holds no count of it yet.
    const user = `X${randomBytes(4).toString('hex').toUpperCase()}`;
    const statuses: number[] = [];
    for (const instance of [a, b, a, b, a]) {
      statuses.push((await post(instance.url, '/user/login', { user, password: 'Wrong-1!' })).status);
    }
    // Four wrong attempts spread over two instances reach the limit of four; the fifth is refused.
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
  });
});
