// The supply-point registry on PostgreSQL: `node --import tsx bench/registry-lookup.ts [--points 1000000] [--connections 50] [--seconds 10]`.
// Creates a throwaway database (dropped at the end), writes a SIPS electricity supply-point file of
// `points` rows in the CNMC's layout, imports it through the real importer (`npm run sips:import`'s
// code) and prints the import rate; then starts the portal on it and loads the anonymous CUPS lookup
// (GET /api/v1/contractacio/config/cups/:cups, a different CUPS on every request) at 50
// connections, beside /readyz (one `select 1`) as the floor of a request that reaches the database.
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { fileLines, importSipsLines } from '../apps/api/src/modules/supply-point-registry/sips-import.ts';
import { prepareDatabase } from '../apps/api/src/start/prepare-database.ts';
import { cupsControlLetters } from '../packages/domain/src/validators/cups.ts';
import { formatLoad, type HttpLoadFigures, httpLoad } from './lib/http-load.ts';
import { startPortal } from './lib/portal-process.ts';
import { dropDatabase, freshDatabase } from './lib/postgres.ts';

const DATABASE = 'portal_bench_registry';
const HEADER =
  'codigoEmpresaDistribuidora,cups,nombreEmpresaDistribuidora,codigoPostalPS,municipioPS,codigoProvinciaPS,fechaAltaSuministro,' +
  'codigoTarifaATREnVigor,codigoTensionV,potenciaMaximaBIEW,potenciaMaximaAPMW,codigoClasificacionPS,codigoDisponibilidadICP,' +
  'tipoPerfilConsumo,valorDerechosExtensionW,valorDerechosAccesoW,codigoPropiedadEquipoMedida,codigoPropiedadICP,' +
  'potenciasContratadasEnWP1,potenciasContratadasEnWP2,potenciasContratadasEnWP3,potenciasContratadasEnWP4,potenciasContratadasEnWP5,' +
  'potenciasContratadasEnWP6,fechaUltimoMovimientoContrato,fechaUltimoCambioComercializador,codigoAutoconsumo,codigoPSContratable';

/** The n-th CUPS of the generated file: e-distribución's code, then n. */
export const cupsOf = (n: number) => {
  const digits = `00318${String(n).padStart(11, '0')}`;
  return `ES${digits}${cupsControlLetters(digits)}0F`;
};

function rowOf(n: number): string {
  const household = n % 10 < 8;
  const powers = household ? [4600, 4600, '', '', '', ''] : [15000, 15000, 15000, 15000, 15000, 20000];
  return [
    '0031',
    cupsOf(n),
    'e-distribución Redes Digitales',
    '08001',
    '019',
    '08',
    '2010-01-01',
    household ? '018' : '019',
    household ? '02' : '08',
    '',
    '',
    '',
    '',
    household ? 'Pa' : 'Pc',
    '',
    '',
    '',
    '',
    ...powers,
    '2022-06-01',
    '2023-02-01',
    n % 13 === 0 ? '41' : '00',
    n % 37 === 0 ? '0' : '1',
  ].join(',');
}

/** Writes the file as a stream, honouring backpressure: the generator never holds it whole either. */
export async function writeSipsFile(file: string, points: number): Promise<void> {
  const out = createWriteStream(file);
  out.write(`${HEADER}\n`);
  for (let n = 1; n <= points; n++) {
    if (!out.write(`${rowOf(n)}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

export async function measureRegistryLookup(options: { points: number; connections: number; seconds: number }) {
  const databaseUrl = await freshDatabase(DATABASE);
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-sips-'));
  const file = path.join(dir, 'SIPS2_PS_ELECTRICIDAD_bench.csv');
  try {
    const written = performance.now();
    await writeSipsFile(file, options.points);
    const megabytes = (await stat(file)).size / 1e6;
    console.log(
      `SIPS file: ${options.points} points, ${megabytes.toFixed(0)} MB, written in ${((performance.now() - written) / 1000).toFixed(1)} s`,
    );

    const database = await openDatabase({ url: databaseUrl });
    try {
      await prepareDatabase(database, { seedDemo: false });
      const report = await importSipsLines(database.db, fileLines(file));
      const rate = (report.inserted + report.updated) / report.seconds;
      console.log(
        `SIPS import (PostgreSQL): ${report.inserted} imported, ${report.updated} updated, ${report.rejected} rejected in ` +
          `${report.seconds.toFixed(1)} s: ${Math.round(rate)} rows/s`,
      );
      const again = await importSipsLines(database.db, fileLines(file));
      console.log(
        `SIPS re-import of the same file: ${again.updated} updated in ${again.seconds.toFixed(1)} s: ${Math.round(again.updated / again.seconds)} rows/s`,
      );
    } finally {
      await database.close();
    }
    await explainLookup(databaseUrl);

    const portal = await startPortal({
      DATABASE_URL: databaseUrl,
      PORT: '8396',
      SEED_DEMO: 'false',
      CUPS_LOOKUP_IP_RATE_LIMIT: '100000000',
    });
    const figures: Record<string, HttpLoadFigures> = {};
    try {
      let seed = 1;
      const random = () => {
        seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
        return seed / 2 ** 31;
      };
      const lookup = () => ({ path: `/api/v1/contractacio/config/cups/${cupsOf(1 + Math.floor(random() * options.points))}`, token: '' });
      const load = (url: string, rotate?: () => { path: string; token: string }) =>
        httpLoad({ url, token: '', connections: options.connections, seconds: options.seconds, ...(rotate ? { rotate } : {}) });
      await httpLoad({ url: portal.url, token: '', connections: options.connections, seconds: 2, rotate: lookup }); // warm-up
      figures['GET /readyz (floor: one select 1)'] = await load(`${portal.url}/readyz`);
      figures['GET contractacio/config/cups/:cups (a random CUPS of the million)'] = await load(portal.url, lookup);
    } finally {
      await portal.stop();
    }
    return figures;
  } finally {
    await rm(dir, { recursive: true, force: true });
    await dropDatabase(DATABASE);
  }
}

/** The lookup's plan on the full registry: two index scans, one row each. */
async function explainLookup(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('analyze registry_supply_points');
    const plan = await client.query(
      `explain (analyze, buffers, costs off) select r.*, t.id from registry_supply_points r left join tariffs t on t.name = r.access_tariff where r.cups = $1`,
      [cupsOf(500_000).slice(0, 20)],
    );
    for (const row of plan.rows as Array<{ 'QUERY PLAN': string }>) console.log(`  ${row['QUERY PLAN']}`);
  } finally {
    await client.end();
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
  const figures = await measureRegistryLookup(options);
  for (const [name, x] of Object.entries(figures))
    console.log(formatLoad(`${name}, ${options.connections} connections, ${options.seconds} s`, x));
}
