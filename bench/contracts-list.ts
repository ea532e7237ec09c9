// Contract list and search on PostgreSQL with the large data set (target p95 < 50 ms at
// 50 connections): `node --import tsx bench/contracts-list.ts`.
// Seeds a fresh database (demo + ≥100 000 contracts over ≥60 000 customers), prints the plans of
// the list queries, starts the portal on it, signs in as a customer with 2 000 contracts and as a
// typical one, then loads GET /api/v2/contracts without and with a filter.
import { openDatabase } from '../apps/api/src/db/client.ts';
import { prepareDatabase } from '../apps/api/src/start/prepare-database.ts';
import { generateLargeContracts } from './data-sets/large-contracts.ts';
import { explainContractList } from './lib/explain-contract-list.ts';
import { type HttpLoadFigures, httpLoad } from './lib/http-load.ts';
import { startPortal } from './lib/portal-process.ts';
import { login } from './lib/portal-session.ts';
import { freshDatabase } from './lib/postgres.ts';

export type LoadFigures = HttpLoadFigures;

/** autocannon at `connections` for `seconds` (lib/http-load.ts). */
export const load = (url: string, token: string, connections: number, seconds: number): Promise<LoadFigures> =>
  httpLoad({ url, token, connections, seconds });

export async function measureContractList(
  options: { connections?: number; seconds?: number; customers?: number; contracts?: number } = {},
) {
  const connections = options.connections ?? 50;
  const seconds = options.seconds ?? 10;
  const databaseUrl = await freshDatabase('portal_bench_contracts');
  const database = await openDatabase({ url: databaseUrl });
  let data: Awaited<ReturnType<typeof generateLargeContracts>>;
  try {
    await prepareDatabase(database, { seedDemo: true });
    data = await generateLargeContracts(database.db, { customers: options.customers, contracts: options.contracts });
    console.log(`data set: ${data.contracts} contracts over ${data.customers} customers, generated in ${data.seconds.toFixed(1)} s`);
    for (const line of await explainContractList(database, data.heavyLogin)) console.log(line);
  } finally {
    await database.close();
  }

  const portal = await startPortal({
    DATABASE_URL: databaseUrl,
    PORT: '8395',
    SEED_DEMO: 'false',
    LOGIN_RATE_LIMIT: '100000',
    LOGIN_IP_RATE_LIMIT: '100000',
  });
  const figures: Record<string, LoadFigures> = {};
  try {
    const customers = { 'customer with 2 000 contracts': data.heavyLogin, 'customer with 2 contracts': data.regularLogin };
    for (const [who, user] of Object.entries(customers)) {
      const token = await login(portal.url, user, data.password);
      const cases = {
        list: `${portal.url}/api/v2/contracts?type=electricity&offset=0&limit=10`,
        search: `${portal.url}/api/v2/contracts?type=electricity&offset=0&limit=10&filter=barcelona`,
      };
      for (const [name, url] of Object.entries(cases)) {
        await load(url, token, connections, 2); // warm-up: JIT, connection pool, plan caches
        figures[`${name}, ${who}`] = await load(url, token, connections, seconds);
      }
    }
  } finally {
    await portal.stop();
  }
  return { connections, seconds, figures };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { connections, seconds, figures } = await measureContractList();
  for (const [name, x] of Object.entries(figures)) {
    console.log(
      `contracts ${name}: ${x.rps.toFixed(0)} req/s, p50 ${x.p50.toFixed(1)} ms, p95 ${x.p95.toFixed(1)} ms, p99 ${x.p99.toFixed(1)} ms, ` +
        `${x.requests} requests, non-2xx ${x.non2xx}, errors ${x.errors} (${connections} connections, ${seconds} s; target p95 < 50 ms)`,
    );
  }
}
