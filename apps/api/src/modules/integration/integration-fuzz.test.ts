import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF } from '../../seed/index.ts';
import { generateCases } from '../../test/fuzz/cases.ts';
import { loadEndpoints } from '../../test/fuzz/endpoints.ts';
import { injectInto } from '../../test/fuzz/inject.ts';
import { describeFailure, runCases } from '../../test/fuzz/run.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/test-app.ts';

const SEED = 20261130;

/**
 * The app's fuzz test (fuzz.test.ts) sends customer tokens, which every integration route refuses
 * before reading its input: here the same generator aims at the integration routes with a live
 * integration token of every scope, so malformed ids, queries and bodies reach the handlers.
 * No 500, no leak. (The supervisors' calls are staff.* contracts: staff-fuzz.test.ts covers them.)
 */
describe('fuzzing the integration routes with an integration token', () => {
  let t: TestApp;
  let report: Awaited<ReturnType<typeof runCases>>;
  let total = 0;

  beforeAll(async () => {
    // The per-token limit high enough for the whole sample: the limit is tested in integration.test.ts.
    t = await createTestApp({
      config: {
        integration: {
          perTokenPerMinute: 100_000,
          allowHttpLocalhost: false,
          retryScheduleMs: [60_000],
          timeoutMs: 1000,
          dispatchIntervalMs: 60_000,
        },
      },
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/login',
      payload: { email: DEMO_STAFF.email, password: DEMO_STAFF.password },
    });
    const staff = json<{ token: string }>(login).token;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/integration-tokens',
      headers: bearer(staff),
      payload: { name: 'Fuzz', scopes: ['leads:read', 'queue:work', 'import'] },
    });
    const token = json<{ token: string }>(created).token;
    const endpoints = (await loadEndpoints()).filter((e) => e.name.startsWith('integration.'));
    const cases = generateCases({ endpoints, tokens: [{ label: 'valid', token }], seed: SEED, randomCount: 200 });
    total = cases.length;
    report = await runCases(cases, injectInto(t.app), { isFile: () => false });
  }, 120_000);
  afterAll(() => t?.close());

  it('answers every malformed request with a 4xx (or a 2xx), never a 500 nor a leak', () => {
    expect(total).toBeGreaterThan(200);
    expect(report.failures.map((f) => describeFailure(SEED, f))).toEqual([]);
    expect(report.serverErrors).toBe(0);
    // The handlers were reached: some answers are not the 401 of a missing or bad token.
    expect([...report.byStatus.keys()]).toEqual(expect.arrayContaining([200, 400, 404]));
  });
});
