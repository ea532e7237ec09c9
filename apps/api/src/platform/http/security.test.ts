import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { loadConfig } from '../runtime/config.ts';

// What every answer carries, helmet's headers as the policy below sets them.
const SECURITY_HEADERS = {
  'content-security-policy':
    "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data:;font-src 'self' data:;connect-src 'self';frame-src 'self';frame-ancestors 'none';object-src 'none';base-uri 'self';form-action 'self'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('security headers', () => {
  let t: TestApp;
  afterAll(async () => t?.close());

  it.each([
    ['an answer', '/api/v1/feature_flags/', 200],
    ['an unknown route', '/api/nothing', 404],
    ['a refusal before the handler', '/api/v2/contracts', 401],
    ['the API documentation', '/api/docs/json', 200],
  ])(
    '%s carries every one, and no X-Powered-By',
    async (_name, url, status) => {
      t ??= await createTestApp({ seed: false });
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(status);
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers[name], `${url}: ${name}`).toBe(value);
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['strict-transport-security']).toBeUndefined();
    },
    180_000,
  );
});

describe('content security policy with Stripe configured', () => {
  let t: TestApp;
  afterAll(async () => t?.close());

  it('lets Stripe.js, its card frames and its API in, and nothing else', async () => {
    t = await createTestApp({
      seed: false,
      config: { stripe: { secretKey: 'sk_test_csp', publishableKey: 'pk_test_csp', apiBase: undefined } },
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/feature_flags/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain("frame-src 'self' https://js.stripe.com https://hooks.stripe.com");
    expect(csp).toContain("connect-src 'self' https://api.stripe.com");
    expect(csp).toContain("frame-ancestors 'none'");
  }, 180_000);
});

describe('Strict-Transport-Security only over https', () => {
  const apps = new Map<string | undefined, TestApp>();
  afterAll(async () => {
    for (const t of apps.values()) await t.close();
  });
  const portal = async (trustProxy: string | undefined) => {
    if (!apps.has(trustProxy)) {
      apps.set(
        trustProxy,
        await createTestApp({ seed: false, config: { trustProxy: loadConfig({ TRUST_PROXY: trustProxy }).trustProxy } }),
      );
    }
    return apps.get(trustProxy)!;
  };

  // request.protocol: the socket's (plain http under inject), or a trusted proxy's X-Forwarded-Proto.
  it.each([
    { name: 'plain http, no proxy', trustProxy: undefined, remoteAddress: '203.0.113.1', proto: undefined, hsts: false },
    {
      name: 'a client claiming https itself, no proxy trusted',
      trustProxy: undefined,
      remoteAddress: '203.0.113.1',
      proto: 'https',
      hsts: false,
    },
    { name: 'the trusted proxy says https', trustProxy: '10.0.0.0/8', remoteAddress: '10.0.0.2', proto: 'https', hsts: true },
    { name: 'the trusted proxy says http', trustProxy: '10.0.0.0/8', remoteAddress: '10.0.0.2', proto: 'http', hsts: false },
    { name: 'an untrusted client claiming https', trustProxy: '10.0.0.0/8', remoteAddress: '203.0.113.1', proto: 'https', hsts: false },
    { name: 'one trusted hop says https', trustProxy: '1', remoteAddress: '10.0.0.2', proto: 'https', hsts: true },
  ])(
    '$name: HSTS $hsts',
    async ({ trustProxy, remoteAddress, proto, hsts }) => {
      const t = await portal(trustProxy);
      const headers = proto ? { 'x-forwarded-proto': proto } : {};
      // An answer and an error alike.
      for (const url of ['/api/v1/feature_flags/', '/api/nothing']) {
        const res = await t.app.inject({ method: 'GET', url, remoteAddress, headers });
        if (hsts) expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
        else expect(res.headers['strict-transport-security'], url).toBeUndefined();
        expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      }
    },
    180_000,
  );
});
