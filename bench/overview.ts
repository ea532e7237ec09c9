// The signed-in overview on PGlite (docs/overview.md):
//   node --import tsx bench/overview.ts [--requests 300]
// Builds the portal in this process as `npm start` does (embedded PGlite in a fresh data
// directory, migrated, the demo seeded) and measures server time, Fastify's own handling of a
// request without the network (app.inject): GET /api/v1/overview of the household (12345678Z,
// three active contracts) `--requests` times after a warm-up, and in the same run the floors a
// request cannot go below, /readyz (one database ping) and the contract detail (one prepared
// statement and the battery links), so the ratio reads the same on a faster or busier machine.
// Target: the overview's median under 20 ms.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../apps/api/src/app.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { loadConfig } from '../apps/api/src/platform/runtime/config.ts';
import { DEMO_PASSWORD } from '../apps/api/src/seed/demo/demo-accounts.ts';
import { prepareDatabase } from '../apps/api/src/start/prepare-database.ts';

const SECRET = 'bench-overview-secret-that-is-long-enough-for-hs256-0123';

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

export interface TServerTimes {
  median: number;
  p95: number;
}

function times(values: number[]): TServerTimes {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: percentile(sorted, 50), p95: percentile(sorted, 95) };
}

export async function measureOverview(requests = 300): Promise<Record<'overview' | 'readyz' | 'contract', TServerTimes>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-overview-'));
  const config = { ...loadConfig({}), dataDir, tokenSecret: SECRET, webDist: join(dataDir, 'no-web'), logLevel: 'silent' as const };
  const database = await openDatabase({ pgliteDir: join(dataDir, 'pglite') });
  try {
    await prepareDatabase(database, { seedDemo: true });
    const app = await buildApp({ config, database, secrets: { tokenSecret: new TextEncoder().encode(SECRET), tokenSecretSource: 'env' } });
    await app.ready();
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/v1/user/login',
        payload: { user: '12345678Z', password: DEMO_PASSWORD },
      });
      const headers = { authorization: `Bearer ${login.json().token}`, 'accept-language': 'ca-ES' };
      const run = async (url: string, count: number) => {
        const spent: number[] = [];
        for (let i = 0; i < count; i++) {
          const started = performance.now();
          const res = await app.inject({ method: 'GET', url, headers });
          spent.push(performance.now() - started);
          if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
        }
        return spent;
      };
      const paths = { overview: '/api/v1/overview', readyz: '/readyz', contract: '/api/v2/contracts/0001001' } as const;
      // Warm-up: prepared statements planned, the JIT settled, the settings cached.
      for (const url of Object.values(paths)) await run(url, 30);
      // Interleaved, so a slow moment of the machine weighs on all three alike.
      const spent = { overview: [] as number[], readyz: [] as number[], contract: [] as number[] };
      for (let i = 0; i < requests; i++)
        for (const [name, url] of Object.entries(paths)) spent[name as keyof typeof paths].push(...(await run(url, 1)));
      return { overview: times(spent.overview), readyz: times(spent.readyz), contract: times(spent.contract) };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { requests: { type: 'string' } } });
  const requests = Number(values.requests ?? 300);
  const figures = await measureOverview(requests);
  const ms = (x: number) => `${x.toFixed(2)} ms`;
  console.log(`command: node --import tsx bench/overview.ts --requests ${requests}`);
  for (const [name, t] of Object.entries(figures))
    console.log(`${name.padEnd(9)} server time: median ${ms(t.median)}, p95 ${ms(t.p95)} (${requests} requests)`);
  console.log(
    `overview / readyz: ${(figures.overview.median / figures.readyz.median).toFixed(1)}×; overview / contract detail: ${(figures.overview.median / figures.contract.median).toFixed(1)}×; target: median < 20 ms — ${figures.overview.median < 20 ? 'met' : 'NOT met'}`,
  );
}
