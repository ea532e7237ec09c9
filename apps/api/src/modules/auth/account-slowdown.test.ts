import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/runtime/config.ts';
import { DEMO_CLIENT, DEMO_PASSWORD, DEMO_STAFF } from '../../seed/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const DELAY_MS = 3000;
const RULES = { failures: 10, windowMs: 60_000, delayMs: DELAY_MS };

interface SignInRoute {
  name: string;
  url: string;
  wrong: Record<string, string>;
  right: Record<string, string>;
}

// Customers (tax id), partners' API clients (client id) and staff (e-mail): each counted by its own name.
const ROUTES: SignInRoute[] = [
  {
    name: 'customer login',
    url: '/api/v1/user/login',
    wrong: { user: '12345678Z', password: 'Wrong-Portal-2026!' },
    right: { user: '12345678Z', password: DEMO_PASSWORD },
  },
  {
    name: 'API client login',
    url: '/api/v1/user/client_id',
    wrong: { client_id: DEMO_CLIENT.clientId, secret: 'not-the-secret' },
    right: { client_id: DEMO_CLIENT.clientId, secret: DEMO_CLIENT.secret },
  },
  {
    name: 'staff login',
    url: '/api/v1/staff/login',
    wrong: { email: DEMO_STAFF.email, password: 'Wrong-Portal-2026!' },
    right: { email: DEMO_STAFF.email, password: DEMO_STAFF.password },
  },
];

/**
 * The account-wide slowdown (docs/sign-in.md, "Login throttling"): login limits counted per
 * account and address let 25 addresses try 25 passwords on one account and get 25 × 401; now the
 * account is slowed after 10 failures, from any address and on every sign-in route.
 */
describe('the account-wide slowdown of sign-ins', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { loginSlowdown: RULES } });
  });
  afterAll(() => t.close());

  const attempt = (route: SignInRoute, payload: Record<string, string>, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: route.url, payload, remoteAddress });

  it.each(ROUTES.map((route, index) => [route.name, route, index] as const))(
    '%s: 25 wrong passwords from 25 addresses meet 429; the right one works after the wait, and resets the count',
    async (_name, route, index) => {
      const answers = [];
      for (let i = 0; i < 25; i++) answers.push(await attempt(route, route.wrong, `10.${20 + index}.0.${i + 1}`));
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(10);
      for (const refused of answers.filter((a) => a.statusCode === 429)) {
        expect(refused.json()).toEqual({ code: 'too_many_attempts', message: 'login_too_many_attempts' });
        expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
        expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(DELAY_MS / 1000);
      }

      // During the slowdown the right password is refused too, from yet another address.
      const early = await attempt(route, route.right, `10.${20 + index}.1.1`);
      expect(early.statusCode).toBe(429);

      // After the wait it signs in, and the success ends the slowdown.
      await sleep(Number(early.headers['retry-after']) * 1000 + 100);
      const late = await attempt(route, route.right, `10.${20 + index}.1.2`);
      expect(late.statusCode, late.body).toBe(200);
      const next = await attempt(route, route.wrong, `10.${20 + index}.1.3`);
      expect(next.statusCode).toBe(401);
    },
  );

  it('does not slow another account, nor one named differently on another route', async () => {
    // 12345678Z was slowed above and has been reset; B58378431 was never touched.
    const other = await attempt(ROUTES[0]!, { user: 'B58378431', password: DEMO_PASSWORD }, '10.30.0.1');
    expect(other.statusCode).toBe(200);
  });

  it('is configured by LOGIN_ACCOUNT_FAILURES, _DELAY_SECONDS and _WINDOW_SECONDS', () => {
    expect(loadConfig({}).loginSlowdown).toEqual({ failures: 10, delayMs: 60_000, windowMs: 900_000 });
    expect(
      loadConfig({ LOGIN_ACCOUNT_FAILURES: '5', LOGIN_ACCOUNT_DELAY_SECONDS: '30', LOGIN_ACCOUNT_WINDOW_SECONDS: '600' }).loginSlowdown,
    ).toEqual({ failures: 5, delayMs: 30_000, windowMs: 600_000 });
    expect(() => loadConfig({ LOGIN_ACCOUNT_DELAY_SECONDS: '0' })).toThrow(/LOGIN_ACCOUNT_DELAY_SECONDS/);
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Two instances on one Redis count the same failures (needs the machine's servers, as in CI). */
describe.skipIf(!serverUrl)('the slowdown across instances (Redis at 127.0.0.1:6379)', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ config: { loginSlowdown: RULES, redisUrl } });
    b = await createTestApp({ config: { loginSlowdown: RULES, redisUrl } });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('slows on one instance an account that failed on the other', async () => {
    // A login of this run alone: no other test on the same Redis counts it.
    const user = `X${randomBytes(8).toString('hex').toUpperCase()}`;
    const login = (app: TestApp, i: number) =>
      app.app.inject({
        method: 'POST',
        url: '/api/v1/user/login',
        payload: { user, password: 'Wrong-Portal-2026!' },
        remoteAddress: `10.40.0.${i}`,
      });
    for (let i = 1; i <= 10; i++) expect((await login(a, i)).statusCode).toBe(401);
    // The eleventh attempt is the account's one turn of the period, on whichever instance.
    expect((await login(b, 11)).statusCode).toBe(401);
    const refused = await login(a, 12);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await login(b, 13)).statusCode).toBe(429);
  });
});
