import { describe, expect, it } from 'vitest';
import { type OutageReport, runOutageScenario, summariseOutage } from '../test/db-outage-scenario.ts';

// The scenario makes its own PostgreSQL cluster, so it does not depend on the backend the API
// suite runs on: once is enough (the PGlite project; the PostgreSQL project would repeat it).
const repeatRun = process.env.TEST_DB_BACKEND === 'postgres';

describe.skipIf(repeatRun)('a PostgreSQL restart under load', () => {
  it('leaves the API running: 503 with Retry-After while the server is down, 2xx within 5 s of its return, no write lost', async () => {
    const report: OutageReport = await runOutageScenario({ warmupMs: 1500, downMs: 1500, afterMs: 5000 });
    const summary = summariseOutage(report);
    // The figures in the failure message: a red test says what went wrong without a rerun.
    const context = `${summary}\n--- API output (tail) ---\n${report.output().slice(-4000)}`;

    expect(report.alive, context).toBe(true);
    // The load ran on both sides of the outage, and the outage was seen.
    expect(report.writesAnswered2xx, context).toBeGreaterThan(0);
    expect(report.counts['503'] ?? 0, context).toBeGreaterThan(0);
    expect(report.readyzDuringOutage['503'] ?? 0, context).toBeGreaterThan(0);
    // Never a 500 (or any 5xx but 503), never a refused connection or a hanging request.
    const unexpected = Object.keys(report.counts).filter((status) => !/^2\d\d$/.test(status) && status !== '503');
    expect(unexpected, context).toEqual([]);
    expect(report.malformed503s, context).toBe(0);
    expect(report.recoveryMs, context).toBeDefined();
    expect(report.recoveryMs!, context).toBeLessThan(5000);
    expect(report.readyAgainMs!, context).toBeLessThan(5000);
    expect(report.lostWrites, context).toEqual([]);
    // No log line quotes a written value (the 503s logged the failed statements).
    expect(report.leakingLogLines, context).toEqual([]);
  }, 240_000);
});
