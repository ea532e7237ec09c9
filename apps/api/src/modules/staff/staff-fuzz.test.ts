import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF } from '../../seed/index.ts';
import { DEMO } from '../../test/contracts-test-support.ts';
import { generateCases } from '../../test/fuzz/cases.ts';
import { loadEndpoints } from '../../test/fuzz/endpoints.ts';
import { injectInto } from '../../test/fuzz/inject.ts';
import { describeFailure, runCases } from '../../test/fuzz/run.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/test-app.ts';

const SEED = 20261126;

/**
 * The app's fuzz test (fuzz.test.ts) sends customer tokens, which every staff route refuses
 * before reading its input: here the same generator aims at the staff routes with a valid staff
 * token, so malformed numbers, ids, queries and bodies reach the handlers. No 500, no leak.
 */
describe('fuzzing the staff routes with a staff token', () => {
  let t: TestApp;
  let report: Awaited<ReturnType<typeof runCases>>;
  let total = 0;

  beforeAll(async () => {
    t = await createTestApp();
    const marta = await t.login(DEMO.marta);
    const claim = await t.app.inject({
      method: 'POST',
      url: `/api/v1/contracts/${DEMO.active}/atc/`,
      headers: bearer(marta),
      payload: { contract: DEMO.active, tipus: '1', subtipus: '001', comments: 'Fuzz' },
    });
    const number = json<{ result: { case_number: string } }>(claim).result.case_number;
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/login',
      payload: { email: DEMO_STAFF.email, password: DEMO_STAFF.password },
    });
    const staff = json<{ token: string }>(login).token;
    const endpoints = (await loadEndpoints()).filter((e) => e.name.startsWith('staff.') && e.name !== 'staff.login');
    const cases = generateCases({
      endpoints,
      tokens: [{ label: 'valid', token: staff }],
      seed: SEED,
      randomCount: 300,
      known: { number: [number] },
    });
    total = cases.length;
    report = await runCases(cases, injectInto(t.app), { isFile: (name) => name === 'staff.caseAttachment' });
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
