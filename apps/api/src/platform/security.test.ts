import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

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
