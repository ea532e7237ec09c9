import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

// Every answer with customer data or a token is `no-store`.
describe('cache policy', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login('12345678Z');
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

  it.each([
    '/api/v1/users/',
    '/api/v1/ibans/',
    '/api/v1/addresses/',
    '/api/v2/contracts?offset=0&limit=10',
    '/api/v1/invoices/',
    '/api/v1/filter/params',
  ])('%s is no-store', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('the login and refresh answers, which carry a token, are no-store', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { user: '12345678Z', password: 'Demo-Portal-2026!' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const refresh = await t.app.inject({ method: 'POST', url: '/api/v1/user/refresh', headers: bearer(login.json().token) });
    expect(refresh.headers['cache-control']).toBe('no-store');
  });

  it('errors are no-store too (a 401 or a 404 names what exists)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/users/' })).headers['cache-control']).toBe('no-store');
    expect((await get('/api/v1/contracts/NOPE/')).headers['cache-control']).toBe('no-store');
  });

  it('every authenticated GET route is no-store, whatever it answers (routes added later included)', async () => {
    const routes = t.app.portal.routes.filter((r) => r.auth && r.method === 'GET');
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      const url = route.url.replace(/:[A-Za-z_]+/g, '1');
      const res = await get(url);
      expect(res.headers['cache-control'], `${url} answered ${res.statusCode}`).toContain('no-store');
    }
  });

  it('public reference data keeps its own caching', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/geo/tipovias/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=1800');
  });
});
