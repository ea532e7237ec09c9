import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** Cross-cutting HTTP behaviour: errors, security headers, API docs. */
describe('platform', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers unknown API paths with a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/nothing'],
      ['POST', '/api/v9/user/login'],
      ['GET', '/api'],
      ['DELETE', '/api/v2/users/'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ code: 'not_found', message: 'not_found' });
    }
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"user": "12345678Z", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'malformed_json', message: 'malformed_json' });
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('malformed_json');
  });

  it('answers a missing or non-object body with 400 validation_error', async () => {
    const none = await t.app.inject({ method: 'POST', url: '/api/v1/user/login' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'validation_error', errors: { body: ['required_field'] } });
    const array = await t.app.inject({ method: 'POST', url: '/api/v1/user/login', payload: [1, 2] });
    expect(array.statusCode).toBe(400);
  });

  it('answers other content types with 415', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/user/login', headers: { 'content-type': 'text/xml' }, payload: '<a/>' });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ code: 'unsupported_media_type', message: 'unsupported_media_type' });
  });

  it('never shows a stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(res.body).not.toMatch(/at .*\.ts:\d+|node_modules|SyntaxError/);
  });

  it('sends security headers with a content security policy fit for the SPA', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/feature_flags/' });
    const csp = String(res.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "connect-src 'self'",
      "frame-ancestors 'none'",
      "object-src 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    // Plain http (security.test.ts: HSTS only over https).
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
    // Also on errors.
    expect((await t.app.inject({ method: 'GET', url: '/api/x' })).headers['content-security-policy']).toBe(csp);
  });

  it('serves Swagger UI at /api/docs and the OpenAPI document generated from the zod schemas', async () => {
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const page = ui.statusCode === 302 ? await t.app.inject({ method: 'GET', url: ui.headers.location as string }) : ui;
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('swagger-ui');

    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const p of [
      '/api/v1/user/login',
      '/api/v2/users/',
      '/api/v2/ov_customize/ov_settings',
      '/api/v2/banners/{code}',
      '/api/v1/client_errors',
    ]) {
      expect(Object.keys(doc.paths)).toContain(p);
    }
    const login = doc.paths['/api/v1/user/login'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['user', 'password']);
    expect(Object.keys(login.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '429']));
    expect(doc.paths['/api/v2/users/'].get.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/v1/feature_flags/'].get.security).toBeUndefined();
  });
});

describe('serving the SPA', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    await t.close();
    const dist = path.join(t.config.dataDir, 'dist');
    await mkdir(path.join(dist, 'assets'), { recursive: true });
    await writeFile(
      path.join(dist, 'index.html'),
      '<!doctype html><div id="root"></div><script type="module" src="/assets/app-3f2a9c.js"></script>',
    );
    await writeFile(path.join(dist, 'assets', 'app-3f2a9c.js'), 'console.log("app")');
    await writeFile(path.join(dist, 'assets', 'app-3f2a9c.js.br'), brotliCompressSync('console.log("app")'));
    await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await createTestApp({ seed: false, config: { webDist: dist } });
  });
  afterAll(() => t.close());

  const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml' } });

  it('serves hashed assets as immutable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-3f2a9c.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log("app")');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the build-time brotli file to a browser that accepts it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-3f2a9c.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe('console.log("app")');
  });

  it('serves other files with a short cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers index.html, never cached, for the home and any translated path', async () => {
    for (const url of ['/', '/acces', '/assets/', '/contractes/electricitat/0001001?action=download', '/d/tarifes/1']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('keeps JSON 404s for the API and for missing files that are not pages', async () => {
    expect((await page('/api/v1/nothing')).json()).toEqual({ code: 'not_found', message: 'not_found' });
    const missingAsset = await t.app.inject({ method: 'GET', url: '/assets/missing.js', headers: { accept: '*/*' } });
    expect(missingAsset.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/acces', headers: { accept: 'text/html' } })).statusCode).toBe(404);
  });

  it('still answers the API', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/feature_flags/' })).statusCode).toBe(200);
  });
});
