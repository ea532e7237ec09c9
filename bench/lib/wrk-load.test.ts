import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wrkInstalled, wrkLoad } from './wrk-load.ts';

// bench/floor.ts reads its HTTP figures from wrk: each request of the rotation must arrive with
// its own path and token, and an answer outside 2xx must count as one. wrk comes from Debian
// (apt install wrk; .ci/run installs it).
describe.skipIf(!wrkInstalled())('wrkLoad', () => {
  const seen = new Map<string, number>();
  let server: Server;
  let url: string;
  beforeAll(async () => {
    server = createServer((request, response) => {
      const key = `${request.method} ${request.url} ${request.headers.authorization ?? '-'} ${request.headers['content-type'] ?? '-'}`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
      response.statusCode = request.url?.startsWith('/missing') ? 404 : 200;
      response.end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends the rotation in turn, each path with its token, and counts what it got', async () => {
    seen.clear();
    const targets = [
      { path: '/api/v1/invoices/?type=electricity&filter=%5B%5D', token: 'a.b.c' },
      { path: '/api/v2/contracts?offset=0', token: 'd"e\\f' },
      { path: '/missing', token: 'x' },
    ];
    let i = 0;
    const figures = await wrkLoad({ url, connections: 3, seconds: 1, rotate: () => targets[i++ % targets.length]! });
    const got = (path: string, token: string) => seen.get(`GET ${path} Bearer ${token} -`) ?? 0;
    const counts = targets.map((t) => got(t.path, t.token));
    expect([...seen.keys()].sort()).toEqual(targets.map((t) => `GET ${t.path} Bearer ${t.token} -`).sort());
    for (const n of counts) expect(n).toBeGreaterThan(10);
    // wrk counts what it read back; the server may have answered a few more when time ran out.
    const answered = counts.reduce((a, b) => a + b, 0);
    expect(figures.requests).toBeGreaterThan(answered - 10);
    expect(figures.requests).toBeLessThanOrEqual(answered);
    expect(figures.non2xx).toBeGreaterThan(answered / 3 - 10);
    expect(figures.non2xx).toBeLessThan(answered / 3 + 10);
    expect(figures.errors).toBe(0);
    expect(figures.p50).toBeGreaterThan(0);
    expect(figures.p95).toBeGreaterThanOrEqual(figures.p50);
    expect(figures.rps).toBeGreaterThan(0);
  });

  it('sends one request as it is, with its method and body', async () => {
    seen.clear();
    const figures = await wrkLoad({ url: `${url}/readyz?x=1`, connections: 1, seconds: 1, method: 'POST', body: { a: 'b' }, token: 't' });
    expect([...seen.keys()]).toEqual(['POST /readyz?x=1 Bearer t application/json']);
    expect(figures.non2xx).toBe(0);
    expect(figures.requests).toBeGreaterThan(0);
  });

  it('refuses what it could not write into its script', () => {
    expect(() => wrkLoad({ url, connections: 1, seconds: 1, rotate: () => ({ path: '/é', token: 't' }) })).toThrow(/not printable ASCII/);
  });
});
