// The database-outage figures: the API as its own process on a throwaway
// PostgreSQL cluster (initdb + pg_ctl on a free port, never the shared server), ten writers and
// ten readers, the server stopped with `pg_ctl -m fast` in the middle; prints the answers by
// status, the time to recover after the server returns and the writes lost (target 0).
//   node --import tsx bench/db-outage.ts [--down-ms 1500] [--runs 3] [--writers 10] [--readers 10]
// --down-ms 0 runs `pg_ctl restart -m fast` (stop and start in one step) instead of stop, pause, start.
import { runOutageScenario, summariseOutage } from '../apps/api/src/test/db-outage-scenario.ts';

function flag(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}

export async function measureDbOutage(runs = 1, downMs = 1500, writers = 10, readers = 10) {
  const reports = [];
  for (let run = 1; run <= runs; run++) {
    const report = await runOutageScenario({ downMs, writers, readers, warmupMs: 2000, afterMs: 5000 });
    reports.push(report);
  }
  return reports;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const downMs = flag('down-ms', 1500);
  const runs = flag('runs', 1);
  const writers = flag('writers', 10);
  const readers = flag('readers', 10);
  const how = downMs > 0 ? `pg_ctl stop -m fast, ${downMs} ms down, pg_ctl start` : 'pg_ctl restart -m fast';
  console.log(`database outage: ${writers} writers, ${readers} readers, ${how}, ${runs} run(s)`);
  const reports = await measureDbOutage(runs, downMs, writers, readers);
  reports.forEach((report, i) => {
    console.log(`run ${i + 1}:\n${summariseOutage(report)}`);
  });
  const lost = reports.reduce((n, r) => n + r.lostWrites.length, 0);
  const worst = Math.max(...reports.map((r) => r.recoveryMs ?? Number.POSITIVE_INFINITY));
  console.log(`over ${runs} run(s): lost writes ${lost} (target 0), worst recovery ${Math.round(worst)} ms (target < 5000 ms)`);
  if (reports.some((r) => !r.alive)) process.exitCode = 1;
}
