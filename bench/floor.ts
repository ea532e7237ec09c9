// Every list and chart endpoint against its floor (docs/performance.md, "The floor"):
//   node --import tsx bench/floor.ts [--connections 50] [--seconds 10] [--only lists|charts] [--lines monthly]
//        [--load wrk|autocannon] [--cores shared|split] [--database-url postgres://…/bench] [--consumption-url postgres://…/bench_consumption]
// For each endpoint, the statements the portal sends to answer it are captured once (the API
// built in this process on the same database, after two warm-up requests), then in the same run:
// the portal, started as its own process, loaded over HTTP at `connections`; and those very
// statements sent through a bare node-postgres pool of the portal's size by as many loops. It
// prints both, the ratio of throughputs and of p95s against the targets (portal ≥ 80 % of the
// floor's throughput, p95 ≤ 1.5 × the floor's), and the CPU each process spent per request.
// First, the ceiling: /readyz against `select 1`, the nearest any endpoint can come on the machine.
// The HTTP load is sent by wrk where it is installed (apt install wrk), otherwise by autocannon:
// the generator shares the machine's cores with the portal, and wrk costs a fraction of the CPU.
// --cores split pins the portal (or the floor's bench process) and the load to the first core and
// PostgreSQL's backends to the others, as when the portal and the database have hosts of their own.
// Lists run on the invoice data set (bench/invoices-list.ts: a typical customer and one with
// 2,000 contracts), charts and downloads on the consumption one (bench/consumption.ts), both
// generated on first use (minutes each) and reused.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type {} from '@fastify/cookie';
import type { TInvoiceFilterTerm } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { loadConfig } from '../apps/api/src/platform/runtime/config.ts';
import { prepareConsumptionDataSet } from './lib/consumption-data-set.ts';
import { type CpuSplit, cpuSplit, pinBackends, pinProcess } from './lib/cpu-split.ts';
import { type HttpLoad, type HttpLoadFigures, httpLoad } from './lib/http-load.ts';
import { prepareInvoiceDataSet } from './lib/invoice-data-set.ts';
import { BARE_HTTP_SERVER, startPortal } from './lib/portal-process.ts';
import { type CpuPerRequest, cpuPerRequest } from './lib/process-cpu.ts';
import { signedInRotation, spreadOver, type TLoadTarget } from './lib/signed-in-rotation.ts';
import { captureStatements } from './lib/sql-capture.ts';
import { type FloorFigures, type FloorRequest, floorPool, floorRequest, sqlFloor } from './lib/sql-floor.ts';
import { wrkInstalled } from './lib/wrk-load.ts';

type TGenerator = NonNullable<HttpLoad['generator']>;

interface Run {
  connections: number;
  seconds: number;
  generator: TGenerator;
  /** The cores split between the client side and PostgreSQL; undefined: every process on every core. */
  split: CpuSplit | undefined;
}

/** With the cores split: the process on the client's core, the database's open backends on the others. */
async function pinned(run: Run, databaseUrl: string, clientPid: number): Promise<void> {
  if (!run.split) return;
  pinProcess(clientPid, run.split.client);
  await pinBackends(databaseUrl, run.split.database);
}

/** The portal's pool (apps/api/src/db/client.ts): the floor's pool is as large. */
const PORTAL_POOL = 10;
const TARGETS = { throughput: 0.8, p95: 1.5 };

interface Case {
  name: string;
  targets: TLoadTarget[];
}

interface Row {
  name: string;
  portal: HttpLoadFigures & { cpu?: CpuPerRequest };
  floor: FloorFigures & { cpu?: CpuPerRequest };
  statements: number;
}

const RATE_LIMITS_OFF = {
  LOGIN_RATE_LIMIT: '1000000',
  LOGIN_IP_RATE_LIMIT: '1000000',
  LEAD_IP_RATE_LIMIT: '1000000',
};

/** The API in this process on `databaseUrl`, to see which statements answer each request. */
async function captureApp(databaseUrl: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-floor-'));
  // Rate limits lifted as on the portal process: the charts sign in 40 customers from this one address.
  const config = { ...loadConfig(RATE_LIMITS_OFF), dataDir, webDist: join(dataDir, 'no-web'), logLevel: 'silent' as const, databaseUrl };
  const database = await openDatabase({ url: databaseUrl, poolSize: PORTAL_POOL });
  const secrets = {
    tokenSecret: new TextEncoder().encode('bench-floor-capture-secret-0123456789abcdef'),
    tokenSecretSource: 'env' as const,
  };
  const app: FastifyInstance = await buildApp({ config, database, secrets });
  await app.ready();
  const tokens = new Map<string, string>();
  return {
    async statementsOf(target: TLoadTarget): Promise<FloorRequest> {
      let token = tokens.get(target.user);
      if (!token) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/v1/user/login',
          payload: { user: target.user, password: target.password },
        });
        if (res.statusCode !== 200) throw new Error(`login of ${target.user}: ${res.statusCode}`);
        token = res.json().token as string;
        tokens.set(target.user, token);
      }
      const request = () => app.inject({ method: 'GET', url: target.path, headers: { authorization: `Bearer ${token}` } });
      // Warm: what a first request fills (settings, caches) is not what every request costs.
      await request();
      await request();
      let status = 0;
      const statements = await captureStatements(async () => {
        status = (await request()).statusCode;
      });
      if (status !== 200) throw new Error(`${target.path}: ${status}`);
      return floorRequest(statements);
    },
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function measure(databaseUrl: string, cases: Case[], run: Run, print: (line: string) => void) {
  const { connections, seconds, generator, split } = run;
  const capture = await captureApp(databaseUrl);
  const captured = new Map<string, FloorRequest[]>();
  try {
    // One request at a time: a request waiting for a pooled connection gets it inside the async
    // context of the request that released it, so concurrent captures would trade statements.
    for (const c of cases) {
      const requests: FloorRequest[] = [];
      for (const target of c.targets) requests.push(await capture.statementsOf(target));
      if (requests.some((request) => request.waves.length === 0)) throw new Error(`${c.name}: a request with no statement captured`);
      captured.set(c.name, requests);
    }
  } finally {
    await capture.close();
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-floor-portal-'));
  const portal = await startPortal({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, PORT: '8397', SEED_DEMO: 'false', ...RATE_LIMITS_OFF });
  const rows: Row[] = [];
  try {
    for (const c of cases) {
      const rotate = await signedInRotation(portal.url, c.targets);
      const load = (s: number) => httpLoad({ url: portal.url, connections, seconds: s, rotate, generator, cpus: split?.client });
      await load(2); // warm-up: JIT, the pool's connections, caches
      await pinned(run, databaseUrl, portal.process.pid!);
      const portalFigures = await cpuPerRequest(portal.process.pid!, databaseUrl, () => load(seconds));
      const requests = captured.get(c.name)!;
      const pool = await floorPool(databaseUrl, PORTAL_POOL);
      const floor = (s: number) => sqlFloor(pool, requests, { connections, seconds: s });
      let floorFigures: Awaited<ReturnType<typeof floor>> & { cpu?: CpuPerRequest };
      try {
        await floor(2);
        await pinned(run, databaseUrl, process.pid);
        floorFigures = await cpuPerRequest(process.pid, databaseUrl, () => floor(seconds));
      } finally {
        await pool.end();
      }
      const row = { name: c.name, portal: portalFigures, floor: floorFigures, statements: requests[0]!.waves.flat().length };
      rows.push(row);
      print(line(row));
    }
  } finally {
    await portal.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

const cpu = (x?: CpuPerRequest) => (x ? `CPU ${x.portalMs.toFixed(2)} ms own + ${x.postgresMs.toFixed(2)} ms PostgreSQL` : 'CPU n/a');

function line(row: Row): string {
  const throughput = row.portal.rps / row.floor.rps;
  const p95 = row.portal.p95 / row.floor.p95;
  const ok = throughput >= TARGETS.throughput && p95 <= TARGETS.p95 && row.portal.non2xx === 0 && row.floor.errors === 0;
  return (
    `${ok ? 'ok  ' : 'MISS'} ${row.name}: portal ${row.portal.rps.toFixed(0)} req/s p95 ${row.portal.p95.toFixed(1)} ms (${cpu(row.portal.cpu)}; ` +
    `non-2xx ${row.portal.non2xx}) | floor ${row.floor.rps.toFixed(0)} req/s p95 ${row.floor.p95.toFixed(1)} ms ` +
    `(${row.statements} statements; ${cpu(row.floor.cpu)}; errors ${row.floor.errors}) | ` +
    `throughput ${(throughput * 100).toFixed(0)} % of the floor, p95 ${p95.toFixed(2)}×` +
    (row.floor.firstError ? ` | the floor's first error: ${row.floor.firstError}` : '')
  );
}

/**
 * The nearest any endpoint can come to its floor on this machine: /readyz, one `select 1` and no
 * sign-in, against `select 1` through the bare pool. The load generator shares the machine's
 * cores with the portal and PostgreSQL, so the cheaper a statement, the further from its floor
 * even an endpoint that adds nothing can be. A second line loads a bare Node.js HTTP server
 * (bench/lib/bare-http-server.mjs: node:http and a pool, no framework) the same way: what is left
 * between it and the floor is HTTP on Node.js itself, which no portal written for it can shed.
 */
async function ceiling(databaseUrl: string, run: Run): Promise<Row[]> {
  const { connections, seconds, generator, split } = run;
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-floor-ceiling-'));
  const servers = [
    {
      name: 'ceiling: /readyz (select 1, no sign-in)',
      env: { DATA_DIR: dataDir, SEED_DEMO: 'false', ...RATE_LIMITS_OFF },
      command: undefined,
    },
    { name: 'ceiling: bare node:http + pg (select 1, no framework)', env: {}, command: BARE_HTTP_SERVER },
  ];
  const loaded: { name: string; figures: Row['portal'] }[] = [];
  try {
    for (const server of servers) {
      const portal = await startPortal({ DATABASE_URL: databaseUrl, PORT: '8397', ...server.env }, server.command);
      try {
        const load = (s: number) => httpLoad({ url: `${portal.url}/readyz`, connections, seconds: s, generator, cpus: split?.client });
        await load(2);
        await pinned(run, databaseUrl, portal.process.pid!);
        loaded.push({ name: server.name, figures: await cpuPerRequest(portal.process.pid!, databaseUrl, () => load(seconds)) });
      } finally {
        await portal.stop();
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const pool = await floorPool(databaseUrl, PORTAL_POOL);
  const select1: FloorRequest = {
    waves: [[{ text: 'select 1', name: undefined, values: undefined, rowMode: undefined, start: 0, end: 0 }]],
    transaction: false,
  };
  try {
    await sqlFloor(pool, [select1], { connections, seconds: 2 });
    await pinned(run, databaseUrl, process.pid);
    const floorFigures = await cpuPerRequest(process.pid, databaseUrl, () => sqlFloor(pool, [select1], { connections, seconds }));
    return loaded.map(({ name, figures }) => ({ name, portal: figures, floor: floorFigures, statements: 1 }));
  } finally {
    await pool.end();
  }
}

const filterOf = (year: number, state: 'paid' | 'open'): TInvoiceFilterTerm[] => [
  ['date_invoice', '>=', `${year}-01-01`],
  ['date_invoice', '<=', `${year}-12-31`],
  ['state', '=', state],
];

async function listCases(databaseUrl: string, log: (line: string) => void): Promise<Case[]> {
  const data = await prepareInvoiceDataSet(databaseUrl, log);
  const year = await newestInvoiceYear(databaseUrl, data.regularLogin);
  const cases: Case[] = [];
  for (const [who, user] of [
    ['typical customer', data.regularLogin],
    ['customer with 2,000 contracts', data.heavyLogin],
  ] as const) {
    const one = (name: string, path: string): Case => ({ name: `${name}, ${who}`, targets: [{ path, user, password: data.password }] });
    const invoices = '/api/v1/invoices/?type=electricity&offset=0&limit=100';
    const filtered = (state: 'paid' | 'open') => `${invoices}&filter=${encodeURIComponent(JSON.stringify(filterOf(year, state)))}`;
    cases.push(
      one('contracts', '/api/v2/contracts?type=electricity&offset=0&limit=10'),
      one('contracts searched', '/api/v2/contracts?type=electricity&offset=0&limit=10&filter=barcelona'),
      one('invoices', invoices),
      one(`invoices filtered (${year}, paid)`, filtered('paid')),
      one(`invoices filtered (${year}, open)`, filtered('open')),
      one('invoice filter choices', '/api/v1/filter/params?fields=cups,addresses,contracts,vats&type=electricity'),
      one('multipoint invoices', '/api/v1/invoices_multipoint/?offset=0&limit=100'),
      one('requests', '/api/v1/requests?offset=0&limit=20'),
    );
  }
  return cases;
}

/** The year before the typical customer's newest invoice: one the data set covers whole. */
async function newestInvoiceYear(databaseUrl: string, user: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ newest: string | null }>(
      `select max(i.invoice_date)::text as newest from invoices i join users u on u.customer_id = i.customer_id where u.login = $1`,
      [user],
    );
    return Number(rows[0]?.newest?.slice(0, 4) ?? new Date().getFullYear()) - 1;
  } finally {
    await client.end();
  }
}

async function chartCases(databaseUrl: string, log: (line: string) => void): Promise<Case[]> {
  const data = await prepareConsumptionDataSet(databaseUrl, { log });
  const y = data.year;
  // Many contracts of many customers, so neither side answers one cached row.
  const hourly = spreadOver(data.hourly, 40);
  const quarter = spreadOver(data.quarter, 20);
  const over = (name: string, points: typeof hourly, path: (contract: string) => string): Case => ({
    name,
    targets: points.map((p) => ({ path: path(p.contractName), user: p.login, password: data.password })),
  });
  return [
    over(`monthly chart of ${y}`, hourly, (c) => `/api/v2/contracts/${c}/cch/chart/monthly/?start=${y}-01-01&end=${y}-12-31`),
    over(`daily chart of ${y}`, hourly, (c) => `/api/v2/contracts/${c}/cch/chart/daily/?start=${y}-01-01&end=${y}-12-31`),
    over(`hourly chart of ${y}`, hourly, (c) => `/api/v2/contracts/${c}/cch/chart/hourly/?start=${y}-01-01&end=${y}-12-31`),
    over(
      `quarter-hourly chart of ${y}`,
      quarter,
      (c) => `/api/v2/contracts/${c}/cch/chart/quarter-hourly/?start=${y}-01-01&end=${y}-12-31`,
    ),
    over(`hourly CSV of ${y}-03`, hourly, (c) => `/api/v1/contracts/${c}/cch/download/hourly/?start=${y}-03-01&end=${y}-03-31`),
    over(`hourly CSV of ${y}`, hourly, (c) => `/api/v1/contracts/${c}/cch/download/hourly/?start=${y}-01-01&end=${y}-12-31`),
  ];
}

export async function measureFloor(
  options: {
    connections?: number;
    seconds?: number;
    only?: 'lists' | 'charts';
    /** Only the endpoints whose name holds this text ('monthly', '2,000 contracts'): to compare two commits on a line or two. */
    lines?: string;
    load?: TGenerator;
    cores?: 'shared' | 'split';
    databaseUrl?: string;
    consumptionUrl?: string;
  } = {},
  print: (line: string) => void = console.log,
): Promise<boolean> {
  const connections = options.connections ?? 50;
  const seconds = options.seconds ?? 10;
  const generator: TGenerator = options.load ?? (wrkInstalled() ? 'wrk' : 'autocannon');
  if (generator === 'wrk' && !wrkInstalled()) throw new Error('--load wrk: wrk is not installed (apt install wrk)');
  const run: Run = { connections, seconds, generator, split: options.cores === 'split' ? cpuSplit() : undefined };
  const log = (line: string) => console.error(line);
  const rows: Row[] = [];
  print(
    `targets: the portal at ${TARGETS.throughput * 100} % or more of its floor's throughput, a p95 at most ${TARGETS.p95} × the floor's`,
  );
  print(
    `${connections} connections, ${seconds} s each, a pool of ${PORTAL_POOL} on both sides; HTTP load sent by ${generator}; ${
      run.split
        ? `cores split: the portal or the floor's client and the load on ${run.split.client}, PostgreSQL on ${run.split.database}`
        : 'every process on every core'
    }`,
  );
  const listsUrl = options.databaseUrl ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench';
  const chartsUrl =
    options.consumptionUrl ?? process.env.BENCH_CONSUMPTION_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_consumption';
  // The data sets first (generated on first use): the ceiling runs on one of them.
  const chosen = (cases: Case[]) => cases.filter((c) => options.lines === undefined || c.name.includes(options.lines));
  const lists = options.only === 'charts' ? [] : chosen(await listCases(listsUrl, log));
  const charts = options.only === 'lists' ? [] : chosen(await chartCases(chartsUrl, log));
  // Not counted among the endpoints: what the machine allows, against which to read them.
  for (const row of await ceiling(options.only === 'charts' ? chartsUrl : listsUrl, run)) print(line(row));
  if (lists.length > 0) rows.push(...(await measure(listsUrl, lists, run, print)));
  if (charts.length > 0) rows.push(...(await measure(chartsUrl, charts, run, print)));
  const missed = rows.filter((r) => !line(r).startsWith('ok'));
  print(`${rows.length - missed.length} of ${rows.length} endpoints within the targets`);
  return missed.length === 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      connections: { type: 'string' },
      seconds: { type: 'string' },
      only: { type: 'string' },
      lines: { type: 'string' },
      load: { type: 'string' },
      cores: { type: 'string' },
      'database-url': { type: 'string' },
      'consumption-url': { type: 'string' },
    },
  });
  await measureFloor({
    ...(values.connections ? { connections: Number(values.connections) } : {}),
    ...(values.seconds ? { seconds: Number(values.seconds) } : {}),
    ...(values.only === 'lists' || values.only === 'charts' ? { only: values.only } : {}),
    ...(values.lines ? { lines: values.lines } : {}),
    ...(values.load === 'wrk' || values.load === 'autocannon' ? { load: values.load } : {}),
    ...(values.cores === 'shared' || values.cores === 'split' ? { cores: values.cores } : {}),
    ...(values['database-url'] ? { databaseUrl: values['database-url'] } : {}),
    ...(values['consumption-url'] ? { consumptionUrl: values['consumption-url'] } : {}),
  });
  process.exit(0);
}
