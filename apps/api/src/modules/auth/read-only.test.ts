import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The read-only rule (customer-area §6) is one global hook; this walks every route the app
 * registered, so a mutating route added later is covered without touching this test.
 */
describe('read-only (impersonation) token', () => {
  let t: TestApp;
  let readOnly: string;
  beforeAll(async () => {
    t = await createTestApp();
    readOnly = (await t.app.portal.auth.issueReadOnlyToken('12345678Z'))!;
  });
  afterAll(() => t.close());

  it('is refused with 403 read_only_token on every authenticated route that is not a read', async () => {
    const mutating = t.app.portal.routes.filter((r) => r.auth && !READS.has(r.method));
    expect(mutating.map((r) => `${r.method} ${r.url}`)).toContain('PUT /api/v1/user/password');
    for (const route of mutating) {
      const url = route.url.replace(/:(\w+)/g, '1');
      const res = await t.app.inject({ method: route.method as 'PUT', url, headers: bearer(readOnly), payload: {} });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json()).toEqual({ code: 'read_only_token', message: 'read_only_token' });
    }
  });

  it('still reads every authenticated GET route', async () => {
    const reads = t.app.portal.routes.filter((r) => r.auth && r.method === 'GET' && !r.url.includes(':'));
    expect(reads.length).toBeGreaterThan(0);
    for (const route of reads) {
      const res = await t.app.inject({ method: 'GET', url: route.url, headers: bearer(readOnly) });
      expect(res.statusCode, route.url).toBe(200);
    }
  });

  it('does not change the password even with a valid body', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/password',
      headers: bearer(readOnly),
      payload: { current: 'Demo-Portal-2026!', password: 'Hijack-2026!' },
    });
    expect(res.statusCode).toBe(403);
    expect(await t.login('12345678Z')).toBeTruthy();
  });

  it('is marked readonly and lives READONLY_TOKEN_TTL_SECONDS', async () => {
    const [, payload] = readOnly.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    expect(claims.readonly).toBe(true);
    expect(claims.exp - claims.iat).toBe(t.config.readonlyTokenTtlSeconds);
  });
});
