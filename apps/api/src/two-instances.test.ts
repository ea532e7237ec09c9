import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PortalInstance, startPortalInstance } from './test/portal-instance.ts';

/**
 * Two API processes behind one load balancer, on one PostgreSQL database and
 * one Redis, as docs/operations.md tells an operator to run them. Needs the machine's servers
 * (TEST_DATABASE_URL, and Redis at REDIS_TEST_URL or redis://127.0.0.1:6379), as in CI.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';

async function query<T = Record<string, unknown>>(connectionString: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

const admin = (text: string) => query(serverUrl!, text);

const post = (base: string, path: string, body: unknown, token?: string) =>
  fetch(`${base}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

// Once, in the PostgreSQL run of the API suite (TEST_DB_BACKEND=postgres, vitest.config.ts).
async function signIn(base: string): Promise<string> {
  const login = await post(base, '/user/login', { user: '12345678Z', password: 'Demo-Portal-2026!' });
  expect(login.status).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

describe.skipIf(!serverUrl || process.env.TEST_DB_BACKEND !== 'postgres')('two instances on one PostgreSQL and one Redis', () => {
  const database = `portal_two_instances_${randomBytes(4).toString('hex')}`;
  let databaseUrl: string;
  let a: PortalInstance;
  let b: PortalInstance;

  beforeAll(async () => {
    await admin(`create database ${database}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${database}`;
    databaseUrl = url.href;
    const env = {
      DATABASE_URL: url.href,
      REDIS_URL: redisUrl,
      TOKEN_SECRET: `two-instances-${randomBytes(16).toString('hex')}`,
      LOGIN_RATE_LIMIT: '4',
      // Both reconcilers run every second, so in the payment test below they race for real.
      PAYMENT_RECONCILE_INTERVAL_SECONDS: '1',
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

  it('a session ended on one instance is refused by the other at once', async () => {
    const token = await signIn(a.url);
    const users = (base: string) => fetch(`${base}/api/v1/users/`, { headers: { authorization: `Bearer ${token}` } });
    // Both instances have checked the token, so both hold it in their caches.
    expect((await users(a.url)).status).toBe(200);
    expect((await users(b.url)).status).toBe(200);
    expect((await post(a.url, '/user/logout', {}, token)).status).toBe(204);
    expect((await users(a.url)).status).toBe(401);
    // The other instance hears of the end through Redis within milliseconds (not the 30 s after
    // which it would re-read the session without Redis): allow it one second.
    const ended = performance.now();
    let status = 200;
    while (status === 200 && performance.now() - ended < 1000) status = (await users(b.url)).status;
    expect(status).toBe(401);
  });

  it('a payment whose answer was lost is reconciled by one instance, once', async () => {
    const token = await signIn(a.url);
    const card = await fetch(`${a.url}/api/v1/sandbox_payments/payment_methods`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ number: '4242424242424242', exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123' }),
    });
    expect(card.status).toBe(200);
    const { id: method } = (await card.json()) as { id: string };
    // A request that charged the card and died before writing it down: the sandbox holds the
    // succeeded intent, our attempt is still `processing`, untouched for a minute.
    const [invoice] = await query<{ id: number; customer_id: number; cents: number }>(
      databaseUrl,
      `update invoices set paid_status = 'pending_transfer', amount_pending = amount_total
       where id = (select i.id from invoices i join users u on u.customer_id = i.customer_id
                   where u.login = '12345678Z' and i.kind = 'electricity' and i.paid_status = 'paid_without_transaction'
                     and i.amount_total > 0 and i.rectificative_type not in ('A', 'B') order by i.id limit 1)
       returning id, customer_id, (amount_total * 100)::int as cents`,
    );
    const key = `invoice-${invoice!.id}-two-instances`;
    await query(
      databaseUrl,
      `insert into sandbox_payment_intents (id, idempotency_key, payment_method_id, customer_id, amount_cents, status, client_secret)
       values ($1, $2, $3, $4, $5, 'succeeded', 'secret')`,
      [`pi_two_instances_${invoice!.id}`, key, method, invoice!.customer_id, invoice!.cents],
    );
    // The charge first: a reconciler that found the attempt before the charge existed would rightly
    // call it failed (both run every second).
    const [attempt] = await query<{ id: number }>(
      databaseUrl,
      `insert into payments (invoice_id, customer_id, platform, idempotency_key, status, amount_cents, paid_by_user_email, updated_at)
       values ($1, $2, 'sandbox', $3, 'processing', $4, 'marta@example.com', now() - interval '1 minute') returning id`,
      [invoice!.id, invoice!.customer_id, key, invoice!.cents],
    );

    const status = async () =>
      (await query<{ status: string }>(databaseUrl, 'select status from payments where id = $1', [attempt!.id]))[0]?.status;
    const deadline = Date.now() + 40_000;
    while ((await status()) === 'processing' && Date.now() < deadline) await sleep(200);
    expect(await status()).toBe('succeeded');
    // Several more runs of both reconcilers: none may settle it again.
    await sleep(3000);

    const [settled] = await query<{ paid_status: string; amount_pending: string; card_lines: number }>(
      databaseUrl,
      `select paid_status, amount_pending::text,
              (select count(*)::int from jsonb_array_elements(pending_state_history) e
               where e->'pending_state'->>'ov_description' = 'Pagada amb targeta al portal') as card_lines
       from invoices where id = $1`,
      [invoice!.id],
    );
    expect(settled).toMatchObject({ paid_status: 'paid', amount_pending: '0.00', card_lines: 1 });
    const reconciled = (instance: PortalInstance) =>
      instance
        .output()
        .split('\n')
        .filter((line) => line.includes('"msg":"payment attempt reconciled"') && line.includes(`"paymentId":${attempt!.id}`)).length;
    // Exactly one of the two instances moved the attempt; the other found it decided.
    expect(reconciled(a) + reconciled(b)).toBe(1);
    const charges = await query<{ n: number }>(
      databaseUrl,
      'select count(*)::int as n from sandbox_payment_intents where idempotency_key = $1',
      [key],
    );
    expect(charges[0]!.n).toBe(1);
  });
});
