// The contracting wizards' calls on PostgreSQL: `node --import tsx bench/contracting.ts [--points 1000000] [--connections 50] [--seconds 10]`.
// Creates a throwaway database (dropped at the end) with the demo data, imports a SIPS file of
// `points` electricity supply points (bench/registry-lookup.ts writes it), starts the portal on it
// and loads, at 50 connections each: /readyz (one `select 1`, the floor of a request that reaches
// the database), the CUPS lookup of the installation step (a random CUPS of the million each
// time), the contract step's price list (GET pricelist for that CUPS) and the installation
// step's POST leads (a new lead each time: the lead row, its key cookie, the registry check).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { fileLines, importSipsLines } from '../apps/api/src/modules/supply-point-registry/sips-import.ts';
import { prepareDatabase } from '../apps/api/src/start/prepare-database.ts';
import { formatLoad, type HttpLoadFigures, httpLoad } from './lib/http-load.ts';
import { startPortal } from './lib/portal-process.ts';
import { dropDatabase, freshDatabase } from './lib/postgres.ts';
import { cupsOf, writeSipsFile } from './registry-lookup.ts';

const DATABASE = 'portal_bench_contracting';
const UNLIMITED = '100000000';

/** A random switchable point of the file (registry-lookup.ts marks every 37th as not contractable). */
function randomPoints(points: number) {
  let seed = 7;
  return () => {
    for (;;) {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      const n = 1 + Math.floor((seed / 2 ** 31) * points);
      if (n % 37 !== 0) return cupsOf(n);
    }
  };
}

/** The ids the calls name: 2.0TD's tariff and one origin supplier of the demo data. */
async function referenceIds(databaseUrl: string): Promise<{ tariffId: number; originId: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const tariff = await client.query<{ id: number }>(`select id from tariffs where name = '2.0TD'`);
    const origin = await client.query<{ id: number }>(
      `select id from origin_suppliers where kind in ('electricity', 'both') order by id limit 1`,
    );
    return { tariffId: tariff.rows[0]?.id ?? 0, originId: origin.rows[0]?.id ?? 0 };
  } finally {
    await client.end();
  }
}

/** The installation step of a visitor's electricity wizard (visitor-and-shell §5.6), for `cups`. */
const installationStep = (cups: string, originId: number) => ({
  type: 'electricity',
  step: 1,
  installation: {
    cups,
    address: { dp: '08001', ine: '08019', state: 'Barcelona', poblacio: 'Barcelona', tv: 'CL', nv: 'Major', pnp: '1' },
    residenceType: 'habitual',
    activeContract: false,
    comerOrigin: originId,
    acceptMorosityVerification: true,
    leadsConsent: true,
  },
});

/** POST leads with a different CUPS each time: httpLoad sends one body, so autocannon is driven here. */
function leadLoad(url: string, connections: number, seconds: number, body: () => string): Promise<HttpLoadFigures> {
  return new Promise((resolve, reject) => {
    const times: number[] = [];
    const statuses: Record<string, number> = {};
    const instance = autocannon(
      {
        url: `${url}/api/v1/leads`,
        connections,
        duration: seconds,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, body: body() }) }],
      },
      (error, result) => {
        if (error) return reject(error);
        times.sort((a, b) => a - b);
        const at = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)] ?? Number.NaN;
        resolve({
          rps: result.requests.average,
          p50: at(50),
          p95: at(95),
          p99: at(99),
          requests: result.requests.total,
          statuses,
          non2xx: result.non2xx,
          errors: result.errors,
          timeouts: result.timeouts,
        });
      },
    );
    instance.on('response', (_client, status, _bytes, responseTime) => {
      times.push(responseTime);
      const bucket = `${Math.floor(status / 100)}xx`;
      statuses[bucket] = (statuses[bucket] ?? 0) + 1;
    });
  });
}

export async function measureContracting(options: { points: number; connections: number; seconds: number }) {
  const databaseUrl = await freshDatabase(DATABASE);
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-contracting-'));
  const file = path.join(dir, 'SIPS2_PS_ELECTRICIDAD_bench.csv');
  try {
    await writeSipsFile(file, options.points);
    const database = await openDatabase({ url: databaseUrl });
    try {
      await prepareDatabase(database, { seedDemo: true });
      const report = await importSipsLines(database.db, fileLines(file));
      console.log(`registry: ${report.inserted} supply points imported in ${report.seconds.toFixed(1)} s`);
    } finally {
      await database.close();
    }
    const { tariffId, originId } = await referenceIds(databaseUrl);
    const portal = await startPortal({
      DATABASE_URL: databaseUrl,
      PORT: '8397',
      SEED_DEMO: 'false',
      CUPS_LOOKUP_IP_RATE_LIMIT: UNLIMITED,
      CONTRACTING_CATALOGUE_IP_RATE_LIMIT: UNLIMITED,
      LEAD_IP_RATE_LIMIT: UNLIMITED,
      LEAD_RATE_LIMIT: UNLIMITED,
    });
    const figures: Record<string, HttpLoadFigures> = {};
    try {
      const randomCups = randomPoints(options.points);
      const lookup = () => ({ path: `/api/v1/contractacio/config/cups/${randomCups()}`, token: '' });
      const priceList = () => ({ path: `/api/v1/pricelist?power=4.6&atr=${tariffId}&cups=${randomCups()}&lang=ca-ES`, token: '' });
      const load = (rotate?: () => { path: string; token: string }, url = portal.url) =>
        httpLoad({ url, token: '', connections: options.connections, seconds: options.seconds, ...(rotate ? { rotate } : {}) });
      await httpLoad({ url: portal.url, token: '', connections: options.connections, seconds: 2, rotate: lookup }); // warm-up
      figures['GET /readyz (floor: one select 1)'] = await load(undefined, `${portal.url}/readyz`);
      figures['GET contractacio/config/cups/:cups (a random CUPS of the registry)'] = await load(lookup);
      figures['GET pricelist (2.0TD, 4.6 kW, a random CUPS)'] = await load(priceList);
      figures['POST leads, installation step (a new lead, a random CUPS)'] = await leadLoad(
        portal.url,
        options.connections,
        options.seconds,
        () => JSON.stringify(installationStep(randomCups(), originId)),
      );
    } finally {
      await portal.stop();
    }
    return figures;
  } finally {
    await rm(dir, { recursive: true, force: true });
    await dropDatabase(DATABASE);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      points: { type: 'string', default: '1000000' },
      connections: { type: 'string', default: '50' },
      seconds: { type: 'string', default: '10' },
    },
  });
  const options = { points: Number(values.points), connections: Number(values.connections), seconds: Number(values.seconds) };
  const figures = await measureContracting(options);
  for (const [name, x] of Object.entries(figures))
    console.log(formatLoad(`${name}, ${options.connections} connections, ${options.seconds} s`, x));
}
