// 200 connections for 60 s on the contract list, the invoice list and a write
// route, against PostgreSQL: `node --import tsx bench/load-200.ts` (BENCH_SECONDS=… to shorten,
// BENCH_POSTGRES_URL=… for another server). One portal process on a fresh database seeded with
// the demo data; the household customer (two electricity contracts and a gas one, two years of
// invoices) signs in once and every connection uses that session, as one busy customer would.
// The write is the contract's notification email (PUT …/notification/email/): a transaction that
// updates a row and appends the change to the contract's history, the commonest customer write.
import { formatLoad, httpLoad } from './lib/http-load.ts';
import { startPortal } from './lib/portal-process.ts';
import { login } from './lib/portal-session.ts';
import { freshDatabase } from './lib/postgres.ts';

const CONNECTIONS = 200;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);

export async function measureLoad200() {
  const databaseUrl = await freshDatabase('bench_load_200');
  const portal = await startPortal({
    DATABASE_URL: databaseUrl,
    PORT: '8393',
    TOKEN_SECRET: 'bench-secret-that-is-long-enough-for-hs256-0123',
    SEED_DEMO: 'true',
  });
  try {
    const token = await login(portal.url, '12345678Z', 'Demo-Portal-2026!');
    const api = `${portal.url}/api`;
    const routes = [
      { label: 'GET /api/v2/contracts', url: `${api}/v2/contracts?offset=0&limit=10` },
      { label: 'GET /api/v1/invoices/', url: `${api}/v1/invoices/` },
      {
        label: 'PUT /api/v1/contracts/0001001/notification/email/',
        url: `${api}/v1/contracts/0001001/notification/email/`,
        method: 'PUT' as const,
        body: { email: 'marta.puig@example.com' },
      },
    ];
    const figures = [];
    for (const route of routes) {
      const x = await httpLoad({ ...route, token, connections: CONNECTIONS, seconds: SECONDS });
      figures.push({ label: route.label, ...x });
      console.log(formatLoad(`${route.label} (${CONNECTIONS} connections, ${SECONDS} s, PostgreSQL)`, x));
    }
    return figures;
  } finally {
    await portal.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await measureLoad200();
