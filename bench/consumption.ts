// Consumption readings at scale (docs/consumption.md):
//   node --import tsx bench/consumption.ts [--database-url postgres://…/bench_consumption] [--connections 50] [--seconds 10]
//        [--points 5800] [--quarter-points 100] [--runs 200] [--no-pglite | --pglite-only]
// The database (default BENCH_CONSUMPTION_DATABASE_URL, else `bench_consumption` on the local
// server) is filled the first time with a year of hourly readings of 5,800 household supply
// points (50.8 million readings) and of quarter-hours of 100 3.0TD points (about 5 minutes on
// 2 cores, a progress bar on stderr), and reused after (bench/lib/consumption-data-set.ts). Not
// part of `npm run bench` for that reason. Prints: bytes on disk per reading (target ≤ 12), the
// plan and server time of the repository's read of a year of one point (target < 10 ms), the
// same read and the chart service in process, the portal under load at 50 connections rotating
// over many contracts (hourly and monthly charts of a year, CSV of a month and a year), and the
// monthly chart on PGlite with the demo data.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
// The type of request.cookies, which the services' modules see through their routes (app.ts registers the plugin).
import type {} from '@fastify/cookie';
import { defaultCchRange, madridDayOf, type TCchChartType } from '@portal/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { rowsOf } from '../apps/api/src/db/rows.ts';
import { ConsumptionRepo } from '../apps/api/src/modules/consumption/repo.ts';
import { ConsumptionService } from '../apps/api/src/modules/consumption/service.ts';
import { ContractsRepo } from '../apps/api/src/modules/contracts/repo.ts';
import { ContractsService } from '../apps/api/src/modules/contracts/service.ts';
import { DEMO_PASSWORD } from '../apps/api/src/seed/demo/demo-accounts.ts';
import { type BenchPoint, type ConsumptionDataSet, prepareConsumptionDataSet } from './lib/consumption-data-set.ts';
import { formatLoad, type HttpLoadFigures, httpLoad } from './lib/http-load.ts';
import { startPortal } from './lib/portal-process.ts';
import { login } from './lib/portal-session.ts';
import { cpuPerRequest } from './lib/process-cpu.ts';

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
const median = (values: readonly number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
const p95 = (values: readonly number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    95,
  );
const ms = (x: number) => `${x.toFixed(2)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** A small deterministic generator, so two runs pick the same "random" points. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** `n` points spread over the list, in a shuffled order. */
function sample<T>(items: readonly T[], n: number, seed = 12): T[] {
  const next = random(seed);
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, n);
}

// ---------------------------------------------------------------------------------------------
// 1. Bytes on disk

interface SizeRow {
  name: string;
  heap: number;
  index: number;
  toast: number;
}

async function storage(client: pg.Client, data: ConsumptionDataSet): Promise<string[]> {
  const out: string[] = [];
  const partitions = (
    await client.query<SizeRow>(
      `select c.relid::regclass::text as name,
              (pg_relation_size(c.relid, 'main') + pg_relation_size(c.relid, 'fsm') + pg_relation_size(c.relid, 'vm'))::float8 as heap,
              pg_indexes_size(c.relid)::float8 as index,
              coalesce(pg_total_relation_size(nullif(r.reltoastrelid, 0)), 0)::float8 as toast
       from pg_partition_tree('consumption_days') c join pg_class r on r.oid = c.relid
       where c.isleaf order by 1`,
    )
  ).rows;
  const total = partitions.reduce((t, p) => ({ heap: t.heap + p.heap, index: t.index + p.index, toast: t.toast + p.toast }), {
    heap: 0,
    index: 0,
    toast: 0,
  });
  const all = total.heap + total.index + total.toast;
  // Readings: one slot of one supply point, its magnitudes together (a quarter-hour counts as one).
  const [counted] = (
    await client.query<{ rows: number; readings: number; hourly: number; quarter: number; daily: number }>(
      `select count(*)::float8 as rows, sum(octet_length(active) / 4)::float8 as readings,
              (sum(octet_length(active) / 4) filter (where octet_length(active) / 4 between 23 and 25))::float8 as hourly,
              (sum(octet_length(active) / 4) filter (where octet_length(active) / 4 between 92 and 100))::float8 as quarter,
              (count(*) filter (where octet_length(active) = 4))::float8 as daily
       from consumption_days`,
    )
  ).rows;
  const { rows = 0, readings = 0, hourly = 0, quarter = 0, daily = 0 } = counted ?? {};
  const used = partitions.filter((p) => p.heap > 0);
  out.push(
    `storage: consumption_days ${partitions.length} partitions (${used.length} with rows: ${used.map((p) => p.name.replace('consumption_days_', '')).join(', ')}), ` +
      `${rows.toLocaleString('en')} rows, ${readings.toLocaleString('en')} readings (${hourly.toLocaleString('en')} hourly slots, ` +
      `${quarter.toLocaleString('en')} quarter-hourly, ${daily.toLocaleString('en')} daily gas); bench points alone: ${data.rows.toLocaleString('en')} rows, ${data.readings.toLocaleString('en')} readings`,
  );
  out.push(
    `storage: heap ${mb(total.heap)}, indexes ${mb(total.index)}, TOAST ${mb(total.toast)}, total ${mb(all)} = ` +
      `${(all / readings).toFixed(2)} bytes per reading (heap ${(total.heap / readings).toFixed(2)}, index ${(total.index / readings).toFixed(2)}, ` +
      `TOAST ${(total.toast / readings).toFixed(2)}); ${(all / rows).toFixed(0)} bytes per row (target ≤ 12 bytes per reading)`,
  );
  for (const p of used) {
    out.push(`storage: ${p.name}: heap ${mb(p.heap)}, index ${mb(p.index)}, TOAST ${mb(p.toast)}`);
  }

  // Each kind of row on its own: the same rows copied, in key order, into a table of the same
  // layout (columns, checks, primary key), vacuumed, then measured whole.
  const ids = (points: BenchPoint[]) => `{${points.map((p) => p.supplyPointId).join(',')}}`;
  const kinds: Array<[string, BenchPoint[], number]> = [
    ['household hourly (active + reactive)', data.hourly.filter((p) => !p.solar).slice(0, 1000), 1],
    ['self-consumption hourly (active + exported + reactive)', data.hourly.filter((p) => p.solar), 1],
    ['3.0TD quarter-hourly (active + reactive)', data.quarter, 4],
  ];
  for (const [name, points, perHour] of kinds) {
    await client.query('drop table if exists pg_temp.consumption_sample');
    await client.query('create temporary table consumption_sample (like consumption_days including constraints)');
    await client.query('alter table consumption_sample add primary key (supply_point_id, day)');
    await client.query(
      `insert into consumption_sample select * from consumption_days
       where supply_point_id = any($1::int[]) and day between $2 and $3 order by supply_point_id, day`,
      [ids(points), `${data.year}-01-01`, `${data.year}-12-31`],
    );
    await client.query('vacuum analyze consumption_sample');
    const [s] = (
      await client.query<{ rows: number; readings: number; heap: number; index: number; toast: number; tuple: number }>(
        `select (select count(*) from consumption_sample)::float8 as rows,
                (select sum(octet_length(active) / 4) from consumption_sample)::float8 as readings,
                (select avg(pg_column_size(c.*)) from consumption_sample c)::float8 as tuple,
                (pg_relation_size(r.oid, 'main') + pg_relation_size(r.oid, 'fsm') + pg_relation_size(r.oid, 'vm'))::float8 as heap,
                pg_indexes_size(r.oid)::float8 as index,
                coalesce(pg_total_relation_size(nullif(r.reltoastrelid, 0)), 0)::float8 as toast
         from pg_class r where r.oid = 'pg_temp.consumption_sample'::regclass`,
      )
    ).rows;
    if (!s) continue;
    const bytes = s.heap + s.index + s.toast;
    out.push(
      `storage per kind, ${name}: ${points.length} points, ${s.rows.toLocaleString('en')} rows: ${(bytes / s.rows).toFixed(0)} bytes per row ` +
        `(heap ${(s.heap / s.rows).toFixed(0)}, of which tuple ${s.tuple.toFixed(0)}; index ${(s.index / s.rows).toFixed(1)}; TOAST ${(s.toast / s.rows).toFixed(1)}) = ` +
        `${(bytes / s.readings).toFixed(2)} bytes per reading` +
        (perHour > 1 ? ` (${((bytes / s.readings) * perHour).toFixed(2)} per hour of readings)` : ''),
    );
  }
  await client.query('drop table if exists pg_temp.consumption_sample');
  return out;
}

// ---------------------------------------------------------------------------------------------
// 2. The repository's read of a year of one point, on the server

interface ExplainJson {
  Plan: { 'Shared Hit Blocks': number; 'Shared Read Blocks': number; 'Actual Rows': number };
  'Planning Time': number;
  'Execution Time': number;
}

async function explainYear(client: pg.Client, repo: ConsumptionRepo, data: ConsumptionDataSet, runs: number): Promise<string[]> {
  const out: string[] = [];
  const first = `${data.year}-01-01`;
  const last = `${data.year}-12-31`;
  const query = (id: number, from = first, to = last) => repo.daysQuery(id, from, to).toSQL();
  const { sql: text } = query(data.hourly[0]!.supplyPointId);
  out.push(`repo query: ${text}`);

  const explain = async (id: number, options: string, from?: string, to?: string) => {
    const q = query(id, from, to);
    return (await client.query(`explain (${options}) ${q.sql}`, q.params)).rows;
  };
  // The plan in text, for one point: partition pruning and the index scan.
  const plan = (await explain(data.hourly[1]!.supplyPointId, 'analyze, buffers')).map((r: { 'QUERY PLAN': string }) => r['QUERY PLAN']);
  out.push(`plan of a year of one hourly point (${first}..${last}):`, ...plan.map((l) => `  ${l}`));
  const across = (
    await explain(data.hourly[2]!.supplyPointId, 'analyze, buffers, costs off', `${data.year}-07-01`, `${data.year + 1}-06-30`)
  ).map((r: { 'QUERY PLAN': string }) => r['QUERY PLAN']);
  out.push(`plan of a range across two years (${data.year}-07-01..${data.year + 1}-06-30):`, ...across.map((l) => `  ${l}`));

  const timings = { cold: [] as ExplainJson[], warm: [] as ExplainJson[] };
  for (const point of sample(data.hourly, runs)) {
    // The first read of a point not read before: its pages are likely outside shared_buffers
    // (128 MB here against a table of several hundred) but in the OS cache: "cold-ish".
    for (const kind of ['cold', 'warm'] as const) {
      const [row] = await explain(point.supplyPointId, 'analyze, buffers, format json');
      timings[kind].push((row as { 'QUERY PLAN': ExplainJson[] })['QUERY PLAN'][0]!);
    }
  }
  for (const [kind, list] of Object.entries(timings)) {
    const exec = list.map((x) => x['Execution Time']);
    const planning = list.map((x) => x['Planning Time']);
    const read = list.map((x) => x.Plan['Shared Read Blocks']);
    const hit = list.map((x) => x.Plan['Shared Hit Blocks']);
    const rows = list.map((x) => x.Plan['Actual Rows']);
    out.push(
      `server time, a year of one hourly point (${kind}, ${list.length} random points): execution median ${ms(median(exec))}, p95 ${ms(p95(exec))}; ` +
        `planning median ${ms(median(planning))}, p95 ${ms(p95(planning))}; buffers median hit ${median(hit)}, read ${median(read)}; ` +
        `rows median ${median(rows)} (target < 10 ms)`,
    );
  }
  // The quarter-hourly points: four times the bytes per row.
  const quarter = [];
  for (const point of sample(data.quarter, Math.min(runs, data.quarter.length))) {
    const [row] = await explain(point.supplyPointId, 'analyze, buffers, format json');
    quarter.push((row as { 'QUERY PLAN': ExplainJson[] })['QUERY PLAN'][0]!['Execution Time']);
  }
  out.push(
    `server time, a year of one quarter-hourly point (${quarter.length} points, first read): median ${ms(median(quarter))}, p95 ${ms(p95(quarter))}`,
  );
  return out;
}

// ---------------------------------------------------------------------------------------------
// 3. In process: the repository (query, transfer, decoding) and the chart service

async function timedLoop(runs: number, work: (i: number) => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < 10; i++) await work(i); // warm-up: JIT, pool
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await work(i + 10);
    times.push(performance.now() - started);
  }
  return times;
}

async function inProcess(data: ConsumptionDataSet, runs: number): Promise<string[]> {
  const database = await openDatabase({ url: data.databaseUrl });
  const out: string[] = [];
  try {
    const repo = new ConsumptionRepo(database.db);
    const service = new ConsumptionService(repo, new ContractsService(new ContractsRepo(database.db)));
    const points = sample(data.hourly, runs, 34);
    const users = new Map(
      rowsOf<{ id: number; login: string }>(
        await database.db.execute(
          sql`select id, login from users where login = any(${`{${points.map((p) => p.login).join(',')}}`}::text[])`,
        ),
      ).map((r) => [r.login, r.id]),
    );
    const range = { start: `${data.year}-01-01`, end: `${data.year}-12-31` };
    const at = (i: number) => points[i % points.length]!;
    const cases: Record<string, (i: number) => Promise<unknown>> = {
      'repo.days, a year of one hourly point (query + decoding)': (i) => repo.days(at(i).supplyPointId, range.start, range.end),
      'repo.daysQuery, a year undecoded (query + transfer)': (i) => repo.daysQuery(at(i).supplyPointId, range.start, range.end),
    };
    for (const type of ['hourly', 'monthly'] as TCchChartType[]) {
      cases[`service.chart ${type}, a year (ownership, days, last reading, prices, chart)`] = (i) =>
        service.chart({ userId: users.get(at(i).login)!, contractName: at(i).contractName, type, range });
    }
    for (const [name, work] of Object.entries(cases)) {
      const times = await timedLoop(runs, work);
      out.push(`in process, ${name}: median ${ms(median(times))}, p95 ${ms(p95(times))} over ${runs} sequential runs on distinct points`);
    }
  } finally {
    await database.close();
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// 4. The portal under load on PostgreSQL

interface Target {
  token: string;
  contractName: string;
}

/** Tokens of `customers` customers spread over the points, and every bench contract of theirs. */
async function signIn(base: string, points: readonly BenchPoint[], customers: number, password: string): Promise<Target[]> {
  const logins = [...new Set(points.map((p) => p.login))];
  const step = Math.max(1, Math.floor(logins.length / customers));
  const chosen = logins.filter((_, i) => i % step === 0).slice(0, customers);
  const tokens = new Map<string, string>();
  // Four at a time: argon2 takes tens of ms per login.
  for (let i = 0; i < chosen.length; i += 4) {
    await Promise.all(chosen.slice(i, i + 4).map(async (user) => tokens.set(user, await login(base, user, password))));
  }
  return sample(
    points.filter((p) => tokens.has(p.login)).map((p) => ({ token: tokens.get(p.login)!, contractName: p.contractName })),
    points.length,
    56,
  );
}

async function responseSize(base: string, path: string, target: Target): Promise<string> {
  const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${target.token}` } });
  const body = Buffer.from(await res.arrayBuffer());
  if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${body.toString().slice(0, 200)}`);
  return `${(body.length / 1024).toFixed(1)} KB (${(gzipSync(body).length / 1024).toFixed(1)} KB gzipped), ${res.headers.get('content-type')}`;
}

async function portalLoad(data: ConsumptionDataSet, connections: number, seconds: number): Promise<string[]> {
  const out: string[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-consumption-'));
  const portal = await startPortal({
    DATABASE_URL: data.databaseUrl,
    DATA_DIR: dataDir,
    PORT: '8398',
    SEED_DEMO: 'false',
    LOGIN_RATE_LIMIT: '100000',
    LOGIN_IP_RATE_LIMIT: '100000',
  });
  try {
    const started = performance.now();
    const hourly = await signIn(portal.url, data.hourly, 200, data.password);
    const quarter = await signIn(portal.url, data.quarter, 5, data.password);
    out.push(
      `portal: signed in ${new Set(hourly.map((t) => t.token)).size + new Set(quarter.map((t) => t.token)).size} customers in ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s; requests rotate over ${hourly.length} hourly and ${quarter.length} quarter-hourly contracts`,
    );
    const y = data.year;
    // A year of quarter-hours costs the portal about a second of CPU (see the in-process figures):
    // at 50 connections no answer would come within autocannon's 10 s, so it runs at 4.
    const quarterConnections = Math.min(connections, 4);
    const cases: Array<[string, Target[], (c: string) => string, number]> = [
      [
        '(a) v2 hourly chart of a year (365 days)',
        hourly,
        (c) => `/api/v2/contracts/${c}/cch/chart/hourly/?start=${y}-01-01&end=${y}-12-31`,
        connections,
      ],
      [
        '(b) v2 monthly chart of 12 months',
        hourly,
        (c) => `/api/v2/contracts/${c}/cch/chart/monthly/?start=${y}-01-01&end=${y}-12-31`,
        connections,
      ],
      [
        '(c) hourly CSV of a month (March, 743 hours)',
        hourly,
        (c) => `/api/v1/contracts/${c}/cch/download/hourly/?start=${y}-03-01&end=${y}-03-31`,
        connections,
      ],
      [
        '(c) hourly CSV of a year',
        hourly,
        (c) => `/api/v1/contracts/${c}/cch/download/hourly/?start=${y}-01-01&end=${y}-12-31`,
        connections,
      ],
      [
        '(d) v2 quarter-hourly chart of a year, 3.0TD',
        quarter,
        (c) => `/api/v2/contracts/${c}/cch/chart/quarter-hourly/?start=${y}-01-01&end=${y}-12-31`,
        quarterConnections,
      ],
    ];
    for (const [name, targets, path, clients] of cases) {
      let i = 0;
      const rotate = () => {
        const target = targets[i++ % targets.length]!;
        return { path: path(target.contractName), token: target.token };
      };
      const size = await responseSize(portal.url, path(targets[0]!.contractName), targets[0]!);
      const run = () => httpLoad({ url: portal.url, token: '', connections: clients, seconds, rotate });
      await httpLoad({ url: portal.url, token: '', connections: clients, seconds: 2, rotate }); // warm-up: JIT, pool, plan caches
      const figures: HttpLoadFigures & { cpu?: { portalMs: number; postgresMs: number } } = await cpuPerRequest(
        portal.process.pid!,
        data.databaseUrl,
        run,
      );
      const cpu = figures.cpu
        ? `; CPU per request: portal ${figures.cpu.portalMs.toFixed(1)} ms, PostgreSQL ${figures.cpu.postgresMs.toFixed(1)} ms`
        : '';
      out.push(
        `${formatLoad(`portal ${name}`, figures)}; non-2xx ${figures.non2xx}; response ${size} (${clients} connections, ${seconds} s)${cpu}`,
      );
    }
  } finally {
    await portal.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// 5. The monthly chart on PGlite with the demo data

async function pgliteMonthly(seconds: number): Promise<string[]> {
  const out: string[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-consumption-pglite-'));
  try {
    // As `npm start` runs it: embedded PGlite in the data directory, the demo seeded at first start.
    const portal = await startPortal({ DATA_DIR: dataDir, PORT: '8399' });
    try {
      out.push(`PGlite: first start (create, migrate, seed the demo) ${(portal.readyAfterMs / 1000).toFixed(1)} s`);
      const token = await login(portal.url, '12345678Z', DEMO_PASSWORD);
      const range = defaultCchRange('monthly', madridDayOf(new Date()));
      const path = `/api/v2/contracts/0001001/cch/chart/monthly/?start=${range.start}&end=${range.end}`;
      const size = await responseSize(portal.url, path, { token, contractName: '0001001' });
      for (const connections of [1, 4]) {
        await httpLoad({ url: `${portal.url}${path}`, token, connections, seconds: 2 });
        const x = await httpLoad({ url: `${portal.url}${path}`, token, connections, seconds });
        out.push(
          `${formatLoad(`PGlite demo, v2 monthly chart of contract 0001001 (${range.start}..${range.end})`, x)}; non-2xx ${x.non2xx}; ` +
            `response ${size} (${connections} connections, ${seconds} s)`,
        );
      }
    } finally {
      await portal.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------

export interface ConsumptionBenchOptions {
  databaseUrl?: string;
  connections?: number;
  seconds?: number;
  hourlyPoints?: number;
  quarterPoints?: number;
  runs?: number;
  pglite?: boolean;
  /** Only the demo's monthly chart on PGlite: no PostgreSQL data set. */
  pgliteOnly?: boolean;
}

export async function measureConsumption(options: ConsumptionBenchOptions = {}, print: (line: string) => void = console.log) {
  const databaseUrl =
    options.databaseUrl ?? process.env.BENCH_CONSUMPTION_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_consumption';
  const connections = options.connections ?? 50;
  const seconds = options.seconds ?? 10;
  const runs = options.runs ?? 200;
  if (options.pgliteOnly) {
    for (const line of await pgliteMonthly(seconds)) print(line);
    return;
  }
  const data = await prepareConsumptionDataSet(databaseUrl, {
    hourlyPoints: options.hourlyPoints,
    quarterPoints: options.quarterPoints,
    log: (line) => console.error(line),
  });
  print(
    `data set: ${data.hourly.length} hourly points (${data.hourly.filter((p) => p.solar).length} with exported energy) and ` +
      `${data.quarter.length} quarter-hourly points × ${data.year}: ${data.rows.toLocaleString('en')} rows, ${data.readings.toLocaleString('en')} readings` +
      (data.generatedSeconds !== null ? `, generated in ${data.generatedSeconds.toFixed(0)} s` : ' (reused)'),
  );

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (const line of await storage(client, data)) print(line);
    const database = await openDatabase({ url: databaseUrl, poolSize: 1 });
    try {
      for (const line of await explainYear(client, new ConsumptionRepo(database.db), data, runs)) print(line);
    } finally {
      await database.close();
    }
  } finally {
    await client.end();
  }
  for (const line of await inProcess(data, runs)) print(line);
  for (const line of await portalLoad(data, connections, seconds)) print(line);
  if (options.pglite !== false) for (const line of await pgliteMonthly(seconds)) print(line);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      'database-url': { type: 'string' },
      connections: { type: 'string' },
      seconds: { type: 'string' },
      points: { type: 'string' },
      'quarter-points': { type: 'string' },
      runs: { type: 'string' },
      'no-pglite': { type: 'boolean' },
      'pglite-only': { type: 'boolean' },
    },
  });
  const number = (text: string | undefined) => (text === undefined ? undefined : Number(text));
  await measureConsumption({
    databaseUrl: values['database-url'],
    connections: number(values.connections),
    seconds: number(values.seconds),
    hourlyPoints: number(values.points),
    quarterPoints: number(values['quarter-points']),
    runs: number(values.runs),
    pglite: !values['no-pglite'],
    pgliteOnly: values['pglite-only'],
  });
}
