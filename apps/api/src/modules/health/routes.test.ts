import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERSION } from '../../platform/runtime/version.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('answers /healthz while the process runs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', version: VERSION });
  });

  it('answers /readyz while the database answers, 503 when it does not', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', version: VERSION });

    await t.database.close();
    const down = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: 'unavailable', version: VERSION });
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    // close() below closes the database again: make that harmless.
    t.database.close = async () => {};
  });
});
