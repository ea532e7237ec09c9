// The comparators on PostgreSQL: requests per second and p95 of POST price-compare (electricity)
// and gas/price-compare at 50 connections, each priced by the invoice engine with the demo's
// offer, against a floor measured in the same run (GET /healthz, and the cached tariff list) on
// the same server. One client address: the comparator's throttle is raised for the run.
import { cupsControlLetters } from '@portal/domain';
import { formatLoad, type HttpLoadFigures, httpLoad } from './lib/http-load.ts';
import { startPortal } from './lib/portal-process.ts';
import { freshDatabase } from './lib/postgres.ts';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = process.env.BENCH_PORT ?? '9401';
const digits = '0031405000000001';
const CUPS = `ES${digits}${cupsControlLetters(digits)}`;

async function idOf(url: string, name: string): Promise<number> {
  const list = (await (await fetch(url)).json()) as Array<{ id: number; name: string }>;
  const found = list.find((tariff) => tariff.name === name);
  if (!found) throw new Error(`no tariff ${name} at ${url}`);
  return found.id;
}

export async function measurePriceCompare(): Promise<Record<string, HttpLoadFigures>> {
  const databaseUrl = await freshDatabase('portal_bench_price_compare');
  const portal = await startPortal({
    DATABASE_URL: databaseUrl,
    PORT,
    COMPARATOR_IP_RATE_LIMIT: '100000000',
    COMPARATOR_REFERENCE_IP_RATE_LIMIT: '100000000',
  });
  try {
    const electricityTariff = await idOf(`${portal.url}/api/v1/tariff?power=4.6`, '2.0TD');
    const gasTariff = await idOf(`${portal.url}/api/v2/gas/tariff`, 'RL.1');
    const load = (path: string, body?: unknown) =>
      httpLoad({
        url: `${portal.url}${path}`,
        connections: CONNECTIONS,
        seconds: SECONDS,
        ...(body ? { method: 'POST' as const, body } : {}),
      });
    const period = { startDate: '2026-01-01', endDate: '2026-01-31' };
    return {
      'GET /healthz (floor)': await load('/healthz'),
      'GET /api/v1/tariff?power=4.6 (floor, cached list)': await load('/api/v1/tariff?power=4.6'),
      'POST /api/v1/price-compare/ (2.0TD)': await load('/api/v1/price-compare/', {
        cups: CUPS,
        comerOrigin: 1,
        accessTariff: electricityTariff,
        power: 4.6,
        power2: 4.6,
        p1: 80,
        p2: 70,
        p3: 120,
        ...period,
        invoiceAmount: 90,
      }),
      'POST /api/v2/gas/price-compare/ (RL.1)': await load('/api/v2/gas/price-compare/', {
        cups: CUPS,
        comerOrigin: 1,
        access_tariff: gasTariff,
        consumption: 600,
        ...period,
        invoiceAmount: 70,
      }),
    };
  } finally {
    await portal.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await measurePriceCompare();
  const floor = results['GET /healthz (floor)']!;
  for (const [label, figures] of Object.entries(results)) {
    console.log(
      `${formatLoad(`${label}, PostgreSQL, ${CONNECTIONS} connections, ${SECONDS} s`, figures)}; ${(figures.rps / floor.rps).toFixed(2)} × the floor`,
    );
  }
}
