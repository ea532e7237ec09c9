import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const redisServer = (() => {
  try {
    return execFileSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
})();

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** With REDIS_URL, instances count login attempts together (a real redis-server when installed). */
describe.skipIf(!redisServer)('rate limits shared through Redis', () => {
  let redis: ChildProcess;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const port = await freePort();
    redis = spawn(redisServer!, ['--port', String(port), '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await new Promise((r) => setTimeout(r, 300));
    const config = { redisUrl: `redis://127.0.0.1:${port}`, loginRateLimit: 4 };
    a = await createTestApp({ config });
    b = await createTestApp({ config });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    redis?.kill();
  });

  it('refuses the attempt after the limit whichever instance receives it', async () => {
    const attempt = (t: TestApp) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/user/login',
        payload: { user: '12345678Z', password: 'wrong' },
        remoteAddress: '10.7.0.1',
      });
    const codes = [];
    for (const t of [a, b, a, b]) codes.push((await attempt(t)).statusCode);
    expect(codes).toEqual([401, 401, 401, 401]);
    expect((await attempt(a)).statusCode).toBe(429);
    expect((await attempt(b)).statusCode).toBe(429);
  });
});
