import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RedisTestServer, redisServerPath, startRedisTestServer } from '../../test/redis-test-server.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** With REDIS_URL, instances count login attempts together (a real redis-server when installed). */
describe.skipIf(!redisServerPath)('rate limits shared through Redis', () => {
  let redis: RedisTestServer;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    redis = await startRedisTestServer();
    const config = { redisUrl: redis.url, loginRateLimit: 4 };
    a = await createTestApp({ config });
    b = await createTestApp({ config });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    redis?.stop();
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
