import { randomBytes } from 'node:crypto';
import { FILE_RESPONSE } from '@portal/domain';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_TICKET_PURPOSE, LEAD_TICKET_PURPOSE, signTicket } from './platform/http/form-ticket.ts';
import { DEMO_PERSONAS } from './seed/index.ts';
import { generateCases, type TFuzzCase, targetKeys } from './test/fuzz/cases.ts';
import { discoverKnownValues } from './test/fuzz/discover.ts';
import { loadEndpoints } from './test/fuzz/endpoints.ts';
import { injectInto } from './test/fuzz/inject.ts';
import { describeFailure, runCases, statusCounts, type TFuzzReport } from './test/fuzz/run.ts';
import { fuzzTokens } from './test/fuzz/tokens.ts';
import { createTestApp, TEST_SECRET, type TestApp } from './test/test-app.ts';

// A fixed seed keeps `npm test` deterministic; FUZZ_SEED replays another (the CLI prints its seed).
const SEED = Number(process.env.FUZZ_SEED ?? 20260710);
// After the systematic pass (every endpoint × every token, param, field, body and content type).
const RANDOM_CASES = 600;

let test: TestApp;
let cases: TFuzzCase[];
let report: TFuzzReport;
let endpointNames: string[];
let routes: string[];

beforeAll(async () => {
  // FUZZ_LOG=1 shows the server's error log, to see why a case failed.
  test = await createTestApp(process.env.FUZZ_LOG ? { logger: pino({ level: 'error' }) as unknown as FastifyBaseLogger } : {});
  // The visitor tools are off by default (404 before any input is read): on here, so their handlers meet the garbage too.
  await test.app.portal.settings.patch('public', { comparator: { enabled: true }, powerCalculator: { enabled: true } });
  const endpoints = await loadEndpoints();
  endpointNames = endpoints.map((e) => e.name);
  routes = targetKeys(endpoints);
  const files = new Set(endpoints.filter((e) => e.response === FILE_RESPONSE).map((e) => e.name));
  const marta = DEMO_PERSONAS[0]?.taxId as string;
  const valid = await test.login(marta);
  const spare = await test.login(marta);
  const known = await discoverKnownValues(async (url, token) => {
    const res = await test.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    return { status: res.statusCode, body: res.body };
  }, valid);
  cases = generateCases({
    endpoints,
    tokens: await fuzzTokens(TEST_SECRET, valid, spare),
    seed: SEED,
    randomCount: RANDOM_CASES,
    known,
    // The unsigned contact's ticket and the lead forms' are signed for their own purpose.
    ticket: (path) =>
      signTicket(
        new TextEncoder().encode(TEST_SECRET),
        Date.now() - 60_000,
        randomBytes(16).toString('hex'),
        path.startsWith('/crm/') ? CONTACT_TICKET_PURPOSE : LEAD_TICKET_PURPOSE,
      ),
  });
  report = await runCases(cases, injectInto(test.app), { isFile: (name) => files.has(name) });
  console.log(`fuzz seed=${SEED}: ${report.total} requests; ${statusCounts(report)}`);
  for (const failure of report.failures.slice(0, 30)) console.log(describeFailure(SEED, failure));
});
afterAll(() => test?.close());

describe('fuzzing every endpoint contract (no input gets a 500)', () => {
  it('sends a deterministic sample of a few thousand malformed requests', () => {
    expect(cases.length).toBeGreaterThan(2000);
    // About 65 cases an endpoint and the random ones: the bound grows with the contracts, so a
    // generator that multiplies its cases is caught, not a new endpoint.
    expect(cases.length).toBeLessThan(70 * endpointNames.length + RANDOM_CASES);
    expect(report.total).toBe(cases.length);
  });

  it('answers none of them with a status of 500 or more', () => {
    const errors = report.failures.filter((f) => f.answer.status >= 500).map((f) => describeFailure(SEED, f));
    expect(errors).toEqual([]);
  });

  it('leaks no stack trace, file path or SQL in any answer', () => {
    const leaks = report.failures.filter((f) => f.answer.status < 500).map((f) => describeFailure(SEED, f));
    expect(leaks).toEqual([]);
  });

  it('exercises every endpoint and method: each route was reached, not only the unknown-path 404', () => {
    const aimed = new Set(cases.map((c) => c.endpoint));
    expect(endpointNames.filter((name) => !aimed.has(name))).toEqual([]);
    expect(endpointNames.filter((name) => !report.reached.has(name))).toEqual([]);
    const routesAimed = new Set(cases.map((c) => c.route));
    expect(routes.filter((route) => !routesAimed.has(route))).toEqual([]);
  });
});
