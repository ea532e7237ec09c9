// The portal's young generation (docs/performance.md, "The garbage collector's young generation"):
//   node --import tsx bench/young-generation.ts [--pairs 3] [--seconds 5] [--connections 50]
// For each endpoint, `pairs` times back to back: the portal as `npm start` runs it but with V8's
// default young generation, then with the flags of scripts/portal-node-flags.mjs, each loaded at
// `connections` for `seconds` after a 2 s warm-up. Prints each run's CPU per request (the
// portal's own and PostgreSQL's, from /proc), its peak RSS, and the median of the pairs' ratios.
// Pairs, not one run of each: this machine's speed drifts within minutes, so only runs started
// back to back compare. On the data sets of bench/consumption.ts and bench/invoices-list.ts
// (generated on first use, minutes each).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { prepareConsumptionDataSet } from './lib/consumption-data-set.ts';
import { httpLoad } from './lib/http-load.ts';
import { prepareInvoiceDataSet } from './lib/invoice-data-set.ts';
import { asNpmStartRunsIt, startPortal } from './lib/portal-process.ts';
import { cpuPerRequest } from './lib/process-cpu.ts';
import { signedInRotation, spreadOver, type TLoadTarget } from './lib/signed-in-rotation.ts';
import { wrkInstalled } from './lib/wrk-load.ts';

const YOUNG_GENERATION_FLAG = '--max-semi-space-size';

interface Case {
  name: string;
  databaseUrl: string;
  targets: TLoadTarget[];
}

interface RunFigures {
  rps: number;
  portalMs: number;
  postgresMs: number;
  peakRssMb: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Peak resident memory of a running process, in MB (Linux). */
function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

async function oneRun(c: Case, command: string[], connections: number, seconds: number): Promise<RunFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-young-'));
  const portal = await startPortal(
    {
      DATABASE_URL: c.databaseUrl,
      DATA_DIR: dataDir,
      PORT: '8394',
      SEED_DEMO: 'false',
      LOGIN_RATE_LIMIT: '1000000',
      LOGIN_IP_RATE_LIMIT: '1000000',
    },
    command,
  );
  try {
    const rotate = await signedInRotation(portal.url, c.targets);
    const generator = wrkInstalled() ? 'wrk' : 'autocannon';
    const load = (s: number) => httpLoad({ url: portal.url, connections, seconds: s, rotate, generator });
    await load(2);
    const figures = await cpuPerRequest(portal.process.pid!, c.databaseUrl, () => load(seconds));
    if (figures.non2xx > 0) throw new Error(`${c.name}: ${figures.non2xx} answers outside 2xx`);
    return {
      rps: figures.rps,
      portalMs: figures.cpu?.portalMs ?? Number.NaN,
      postgresMs: figures.cpu?.postgresMs ?? Number.NaN,
      peakRssMb: peakRssMb(portal.process.pid!),
    };
  } finally {
    await portal.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const shown = (x: RunFigures) =>
  `${x.rps.toFixed(0)} req/s, CPU ${x.portalMs.toFixed(3)} + ${x.postgresMs.toFixed(3)} ms, peak RSS ${x.peakRssMb.toFixed(0)} MB`;

async function cases(): Promise<Case[]> {
  const log = (line: string) => console.error(line);
  const consumptionUrl = process.env.BENCH_CONSUMPTION_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_consumption';
  const invoicesUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench';
  const consumption = await prepareConsumptionDataSet(consumptionUrl, { log });
  const invoices = await prepareInvoiceDataSet(invoicesUrl, log);
  const y = consumption.year;
  const hourly = spreadOver(consumption.hourly, 40);
  const quarter = spreadOver(consumption.quarter, 20);
  const chart = (name: string, type: string, points: typeof hourly): Case => ({
    name,
    databaseUrl: consumptionUrl,
    targets: points.map((p) => ({
      path: `/api/v2/contracts/${p.contractName}/cch/chart/${type}/?start=${y}-01-01&end=${y}-12-31`,
      user: p.login,
      password: consumption.password,
    })),
  });
  const list = (name: string, user: string): Case => ({
    name,
    databaseUrl: invoicesUrl,
    targets: [{ path: '/api/v1/invoices/?type=electricity&offset=0&limit=100', user, password: invoices.password }],
  });
  return [
    chart(`monthly chart of ${y}`, 'monthly', hourly),
    chart(`hourly chart of ${y}`, 'hourly', hourly),
    chart(`quarter-hourly chart of ${y}`, 'quarter-hourly', quarter),
    list('invoices, typical customer', invoices.regularLogin),
    list('invoices, customer with 2,000 contracts', invoices.heavyLogin),
  ];
}

const { values } = parseArgs({ options: { pairs: { type: 'string' }, seconds: { type: 'string' }, connections: { type: 'string' } } });
const pairs = Number(values.pairs ?? 3);
const seconds = Number(values.seconds ?? 5);
const connections = Number(values.connections ?? 50);
const withFlags = asNpmStartRunsIt();
if (!withFlags.some((flag) => flag.startsWith(YOUNG_GENERATION_FLAG))) throw new Error(`npm start does not set ${YOUNG_GENERATION_FLAG}`);
const withDefault = withFlags.filter((flag) => !flag.startsWith(YOUNG_GENERATION_FLAG));
console.log(`${connections} connections, ${seconds} s, ${pairs} pairs: V8's default young generation, then ${withFlags.join(' ')}`);
for (const c of await cases()) {
  const ratios: number[] = [];
  for (let pair = 1; pair <= pairs; pair++) {
    const before = await oneRun(c, withDefault, connections, seconds);
    const after = await oneRun(c, withFlags, connections, seconds);
    ratios.push(after.portalMs / before.portalMs);
    console.log(`${c.name}, pair ${pair}: default ${shown(before)} | npm start's flags ${shown(after)}`);
  }
  console.log(`${c.name}: portal CPU per request with npm start's flags / default, median of ${pairs} pairs: ${median(ratios).toFixed(2)}`);
}
process.exit(0);
