import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './platform/runtime/config.ts';
import { DEMO_PASSWORD } from './seed/index.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

/**
 * Who the client is behind proxies (TRUST_PROXY, docs/operations.md "Client addresses"), seen
 * through the login limits that count per client address. A client may send any
 * X-Forwarded-For it likes; a proxy appends the address it saw. Only the entries the trusted
 * proxies wrote may be believed, so the client address is the right-most untrusted one.
 */
interface Case {
  name: string;
  /** TRUST_PROXY as set in the environment. */
  trustProxy: string | undefined;
  /** The socket's address: the last proxy, or a client that connects directly. */
  remoteAddress: string;
  /** The X-Forwarded-For that arrives for attempt i, the client's forged entry first. */
  forwardedFor: (i: number) => string;
  /**
   * The account guessed at: one per case of a portal, since the account-wide slowdown counts an
   * account's failures from every address (docs/sign-in.md) and would answer the next case 429.
   */
  user?: string;
}

// The attack: 25 wrong passwords, each with another forged X-Forwarded-For entry.
const ATTEMPTS = 25;

const rotatingForgery: Case[] = [
  {
    name: 'one hop: the proxy at 10.0.0.2 appends the client it saw (203.0.113.7)',
    trustProxy: '1',
    remoteAddress: '10.0.0.2',
    forwardedFor: (i) => `1.2.3.${i}, 203.0.113.7`,
  },
  {
    name: 'addresses: two trusted proxies (127.0.0.1, then 10.0.0.5) in front of the client 203.0.113.8',
    trustProxy: '10.0.0.0/8,127.0.0.1',
    remoteAddress: '127.0.0.1',
    forwardedFor: (i) => `1.2.3.${i}, 203.0.113.8, 10.0.0.5`,
  },
  {
    name: 'addresses: a client outside the list that forges the header',
    trustProxy: '10.0.0.0/8,127.0.0.1',
    remoteAddress: '203.0.113.80',
    forwardedFor: (i) => `1.2.3.${i}, 10.0.0.9`,
    user: '87654321X',
  },
  {
    name: 'no proxy trusted (TRUST_PROXY unset): the socket address whatever the header says',
    trustProxy: undefined,
    remoteAddress: '203.0.113.90',
    forwardedFor: (i) => `1.2.3.${i}`,
  },
];

/** Proxies that tell different clients apart: each real client address in its own entry. */
const realClients: Case[] = [
  {
    name: 'one hop',
    trustProxy: '1',
    remoteAddress: '10.0.0.2',
    forwardedFor: (i) => `1.2.3.4, 198.51.100.${i}`,
  },
  {
    name: 'addresses: the right-most entry outside the list is the client',
    trustProxy: '10.0.0.0/8,127.0.0.1',
    remoteAddress: '127.0.0.1',
    forwardedFor: (i) => `1.2.3.4, 198.51.100.${i}, 10.0.0.5`,
  },
];

describe('TRUST_PROXY: the client address is the right-most untrusted X-Forwarded-For entry', () => {
  const apps = new Map<string | undefined, TestApp>();
  beforeAll(async () => {
    // One portal per setting, its limits as loaded from the environment (10 per account and address a minute).
    for (const trustProxy of new Set([...rotatingForgery, ...realClients].map((c) => c.trustProxy))) {
      const { trustProxy: trusted, loginRateLimit, loginIpRateLimit } = loadConfig({ TRUST_PROXY: trustProxy });
      apps.set(trustProxy, await createTestApp({ config: { trustProxy: trusted, loginRateLimit, loginIpRateLimit } }));
    }
  }, 300_000);
  afterAll(async () => {
    for (const t of apps.values()) await t.close();
  });

  const login = (c: Case, i: number, user: string, password: string) =>
    apps.get(c.trustProxy)!.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { user, password },
      remoteAddress: c.remoteAddress,
      headers: { 'x-forwarded-for': c.forwardedFor(i) },
    });

  it.each(rotatingForgery)('$name: rotating the forged entry does not dodge the login limit', async (c) => {
    const statuses: number[] = [];
    for (let i = 1; i <= ATTEMPTS; i++) statuses.push((await login(c, i, c.user ?? '12345678Z', 'Wrong-Password-1!')).statusCode);
    // LOGIN_RATE_LIMIT (10) wrong passwords are answered; every attempt after them is refused.
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(ATTEMPTS - 10).fill(429));
  });

  it.each(realClients)('$name: clients behind the proxy are counted apart', async (c) => {
    // 12 sign-ins from one address would meet the limit at the 11th; from 12 clients none does.
    for (let i = 1; i <= 12; i++) expect((await login(c, i, 'B58378431', DEMO_PASSWORD)).statusCode, `client ${i}`).toBe(200);
    // And the same client, whatever it writes to the left of what the proxy saw, is one client.
    const same = { ...c, forwardedFor: (i: number) => c.forwardedFor(1).replace('1.2.3.4', `5.6.7.${i}`) };
    const statuses: number[] = [];
    for (let i = 1; i <= 11; i++) statuses.push((await login(same, i, 'B58378431', DEMO_PASSWORD)).statusCode);
    // Client 1 signed in once above: nine more, then refused.
    expect(statuses).toEqual([...Array(9).fill(200), 429, 429]);
  });

  it('a hop count cannot tell its proxy from a client that connects directly: hence addresses, unless only the proxies reach the portal', async () => {
    const direct: Case = { name: 'direct', trustProxy: '1', remoteAddress: '203.0.113.70', forwardedFor: (i) => `1.2.3.${i}` };
    const statuses: number[] = [];
    for (let i = 1; i <= 12; i++) statuses.push((await login(direct, i, 'B58378431', DEMO_PASSWORD)).statusCode);
    // Counted by the entry it wrote, never 429: the limitation docs/operations.md states for TRUST_PROXY=<hops>.
    expect(statuses).toEqual(Array(12).fill(200));
  });
});
