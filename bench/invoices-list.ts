// Invoice list, filter choices and invoice PDF on PostgreSQL with about 2.2 million invoices
// (target p95 < 50 ms at 50 connections):
//   node --import tsx bench/invoices-list.ts [--database-url postgres://…/bench] [--connections 50] [--seconds 10]
// The database (default BENCH_DATABASE_URL, else `bench` on the local server) is created and
// filled when absent or incomplete (docs/billing.md "Benchmark data set": ~5 minutes) and reused
// as it is otherwise, only migrated and vacuumed. Not part of `npm run bench` for that reason.
// Prints the plans of the heavy customer's queries, then loads the portal, started on that
// database, as the customer with 2 000 contracts and as a typical one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { TFilterParamsResponse, TInvoiceFilterTerm, TInvoiceListResponse } from '@portal/domain';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { type LoadFigures, load } from './contracts-list.ts';
import { firstInvoiceId, formatTimings, measurePdfRequests, type Timings } from './invoice-pdf.ts';
import { explainInvoiceList } from './lib/explain-invoice-list.ts';
import { prepareInvoiceDataSet } from './lib/invoice-data-set.ts';
import { startPortal } from './lib/portal-process.ts';
import { getJson, login } from './lib/portal-session.ts';
import { type CpuPerRequest, cpuPerRequest } from './lib/process-cpu.ts';

export interface InvoiceListOptions {
  databaseUrl?: string;
  connections?: number;
  seconds?: number;
}

/**
 * A year the data set fully covers (the one before its newest invoice) and a state: paid (most of
 * a year's invoices, a full page for the large customer) or open (a few, or none).
 */
const filterOf = (year: number, state: 'paid' | 'open'): TInvoiceFilterTerm[] => [
  ['date_invoice', '>=', `${year}-01-01`],
  ['date_invoice', '<=', `${year}-12-31`],
  ['state', '=', state],
];

export async function measureInvoiceList(options: InvoiceListOptions = {}) {
  const connections = options.connections ?? 50;
  const seconds = options.seconds ?? 10;
  const databaseUrl = options.databaseUrl ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench';
  const data = await prepareInvoiceDataSet(databaseUrl, (line) => console.log(line));
  console.log(`data set: ${data.invoices} invoices (estimate); heavy customer ${data.heavyLogin}, typical ${data.regularLogin}`);

  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-invoices-'));
  const portal = await startPortal({
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    PORT: '8396',
    SEED_DEMO: 'false',
    LOGIN_RATE_LIMIT: '100000',
    LOGIN_IP_RATE_LIMIT: '100000',
  });
  const figures: Record<string, LoadFigures & { cpu?: CpuPerRequest }> = {};
  const sizes: string[] = [];
  let pdf: Record<string, Timings> = {};
  let terms: TInvoiceFilterTerm[] = [];
  try {
    const customers = { 'customer with 2 000 contracts': data.heavyLogin, 'typical customer': data.regularLogin };
    for (const [who, user] of Object.entries(customers)) {
      const token = await login(portal.url, user, data.password);
      const base = `${portal.url}/api/v1/invoices/?type=electricity&offset=0&limit=100`;
      const newest = await getJson<TInvoiceListResponse>(base, token);
      const year = Number(newest.items[0]?.date.slice(0, 4) ?? new Date().getFullYear()) - 1;
      const filtered = (state: 'paid' | 'open') => `${base}&filter=${encodeURIComponent(JSON.stringify(filterOf(year, state)))}`;
      terms = filterOf(year, 'paid');
      const cases = {
        list: base,
        [`list filtered (${year}, paid)`]: filtered('paid'),
        [`list filtered (${year}, open)`]: filtered('open'),
        'filter/params': `${portal.url}/api/v1/filter/params?fields=cups,addresses,contracts,vats&type=electricity`,
      };
      for (const [name, url] of Object.entries(cases)) {
        sizes.push(`${name}, ${who}: ${await describe(url, token)}`);
        await load(url, token, connections, 2); // warm-up: JIT, connection pool, caches
        figures[`${name}, ${who}`] = await cpuPerRequest(portal.process.pid!, databaseUrl, () => load(url, token, connections, seconds));
      }
      if (user === data.heavyLogin) pdf = await measurePdfRequests(portal.url, token, await firstInvoiceId(portal.url, token));
    }
  } finally {
    await portal.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  // Plans after the load: what a warm server runs.
  const database = await openDatabase({ url: databaseUrl });
  let plans: string[];
  try {
    plans = await explainInvoiceList(database, data.heavyLogin, terms);
  } finally {
    await database.close();
  }
  return { connections, seconds, figures, sizes, pdf, plans };
}

/** What one response holds, so the figures are read against it. */
async function describe(url: string, token: string): Promise<string> {
  if (url.includes('/filter/params')) {
    const params = await getJson<TFilterParamsResponse>(url, token);
    return Object.entries(params)
      .map(([field, values]) => `${values?.length ?? 0} ${field}`)
      .join(', ');
  }
  const list = await getJson<TInvoiceListResponse>(url, token);
  return `${list.n_items} invoices, ${list.items.length} on the page`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { 'database-url': { type: 'string' }, connections: { type: 'string' }, seconds: { type: 'string' } },
  });
  const result = await measureInvoiceList({
    databaseUrl: values['database-url'],
    connections: values.connections ? Number(values.connections) : undefined,
    seconds: values.seconds ? Number(values.seconds) : undefined,
  });
  for (const line of result.plans) console.log(line);
  for (const line of result.sizes) console.log(`response ${line}`);
  for (const [name, x] of Object.entries(result.figures)) {
    const cpu = x.cpu ? `; CPU per request: portal ${x.cpu.portalMs.toFixed(2)} ms, PostgreSQL ${x.cpu.postgresMs.toFixed(2)} ms` : '';
    console.log(
      `invoices ${name}: ${x.rps.toFixed(0)} req/s, p50 ${x.p50.toFixed(1)} ms, p95 ${x.p95.toFixed(1)} ms, p99 ${x.p99.toFixed(1)} ms, ` +
        `${x.requests} requests, non-2xx ${x.non2xx}, errors ${x.errors} (${result.connections} connections, ${result.seconds} s; target p95 < 50 ms)${cpu}`,
    );
  }
  for (const [format, x] of Object.entries(result.pdf)) console.log(formatTimings(`heavy customer's newest invoice GET ${format}`, x));
}
