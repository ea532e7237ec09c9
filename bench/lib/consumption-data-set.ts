import { madridClockHours } from '@portal/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import type { DatabaseHandle } from '../../apps/api/src/db/database.ts';
import { prepareDatabase } from '../../apps/api/src/start/prepare-database.ts';
import { generateLargeContracts } from '../data-sets/large-contracts.ts';
import { ensureDatabase, queryRows } from './bench-database.ts';

/**
 * The consumption data set of bench/consumption.ts (docs/consumption.md): `hourlyPoints`
 * household-like 2.0TD supply points with a full calendar year of hourly readings (active and
 * reactive; one in ten with solar panels, so exported too) and `quarterPoints` 3.0TD points of
 * the large customers with the same year in quarter-hours, all in consumption_days as the API
 * stores them: one row per point and day, bytea of big-endian int4 per slot (23 or 25 at the
 * Europe/Madrid clock changes, madridClockHours), -1 for a gap, an estimated bitmap. Some
 * points have a night of gaps, others three estimated days.
 *
 * The contracts come from the large-contracts seed (bench/data-sets/large-contracts.ts), sized
 * to hold enough active electricity contracts; the readings are generated inside PostgreSQL,
 * INSERT … SELECT over generate_series with int4send and string_agg, in batches of points on
 * two connections, with a progress bar on stderr. A complete set is reused; an interrupted one
 * resumes with the points that have no rows.
 */
export interface ConsumptionDataSetOptions {
  hourlyPoints?: number;
  quarterPoints?: number;
  /** Calendar year of the readings (default: the last full one). */
  year?: number;
  log?: (line: string) => void;
}

export interface BenchPoint {
  supplyPointId: number;
  contractName: string;
  login: string;
  quarter: boolean;
  solar: boolean;
}

export interface ConsumptionDataSet {
  databaseUrl: string;
  year: number;
  hourly: BenchPoint[];
  quarter: BenchPoint[];
  password: string;
  /** Rows and slots (readings) of the bench points. */
  rows: number;
  readings: number;
  generatedSeconds: number | null;
}

// generateLargeContracts' default password of every generated user.
const PASSWORD = 'Bench-2026!';
const POINTS_PER_BATCH = 20;
const WORKERS = 2;

/** Every local day of `year` and its number of clock hours (23, 24 or 25). */
export function daysOfYear(year: number): { days: string[]; hours: number[] } {
  const days: string[] = [];
  const hours: number[] = [];
  for (let ms = Date.UTC(year, 0, 1); ms < Date.UTC(year + 1, 0, 1); ms += 86_400_000) {
    const day = new Date(ms).toISOString().slice(0, 10);
    days.push(day);
    hours.push(madridClockHours(day).length);
  }
  return { days, hours };
}

/** The bench points: the first active 2.0TD and 3.0TD contracts of the generated set, by contract id. */
async function benchPoints(database: DatabaseHandle, tariff: '2.0TD' | '3.0TD', n: number): Promise<BenchPoint[]> {
  const rows = await queryRows<{ supply_point_id: number; name: string; login: string }>(
    database,
    sql`select c.supply_point_id, c.name, u.login
        from contracts c join tariffs t on t.id = c.tariff_id join users u on u.customer_id = c.customer_id
        where length(c.name) = 8 and c.type = 'electricity' and c.state = 'activa' and t.name = ${tariff}
        order by c.id limit ${n}`,
  );
  const quarter = tariff === '3.0TD';
  return rows.map((r, i) => ({
    supplyPointId: r.supply_point_id,
    contractName: r.name,
    login: r.login,
    quarter,
    solar: !quarter && i % 10 === 9,
  }));
}

/**
 * One batch of points × every day of the year, as one INSERT … SELECT. Values are deterministic
 * (hashint8 of point, day and slot): a household curve (night low, peaks at 8–9 h and 20–22 h,
 * more in winter) or a workshop's (working hours on weekdays), reactive a share of active,
 * exported a bell around midday for solar points.
 */
async function insertBatch(client: pg.PoolClient, points: BenchPoint[], year: { days: string[]; hours: number[] }): Promise<number> {
  const result = await client.query(
    `insert into consumption_days (supply_point_id, day, active, exported, reactive, estimated)
     select p.id, d.day, v.active, case when p.solar then v.exported end, v.reactive,
            case when p.id % 11 = 0 and d.dn between 200 + p.id % 100 and 202 + p.id % 100 then
              decode(repeat('ff', v.slots / 8) || case when v.slots % 8 > 0 then lpad(to_hex((255 << (8 - v.slots % 8)) & 255), 2, '0') else '' end, 'hex')
            end
     from unnest($1::int[], $2::bool[], $3::bool[]) as p(id, quarter, solar)
     cross join unnest($4::date[], $5::int[]) with ordinality as d(day, hours, dn)
     cross join lateral (
       select count(*)::int as slots,
              string_agg(int4send(case when gap then -1 else a end), ''::bytea order by s) as active,
              string_agg(int4send(case when gap then -1 else e end), ''::bytea order by s) as exported,
              string_agg(int4send(case when gap then -1 else a * (80 + (n & 255)) / 1000 end), ''::bytea order by s) as reactive
       from (
         select s, n,
                p.id % 7 = 0 and d.dn = 100 + p.id % 200 and h between 2 and 4 as gap,
                case when p.quarter
                  then (case when extract(isodow from d.day) < 6 and h between 7 and 18 then 1400 else 180 end) * (768 + (n & 511)) / 1024
                  else ((array[180,150,140,130,130,150,220,380,460,360,300,290,320,340,300,280,300,380,480,620,700,640,480,300])[h + 1]
                        * (1.0 + 0.3 * cos(2 * pi() * (d.dn - 15) / 365)) * (512 + (n & 1023)) / 1024)::int
                end as a,
                case when h between 7 and 19 then (3200 * sin(pi() * (h - 6) / 14) * (1.0 - 0.35 * cos(2 * pi() * (d.dn - 172) / 365)) * (700 + (n >> 10 & 255)) / 1000)::int
                     else 0 end as e
         from (
           select s, hashint8(p.id::bigint * 1000003 + d.dn * 1009 + s) as n,
                  case d.hours when 23 then k + (k >= 2)::int when 25 then k - (k >= 3)::int else k end as h
           from generate_series(0, d.hours * case when p.quarter then 4 else 1 end - 1) s,
                lateral (select s / case when p.quarter then 4 else 1 end as k) slot_hour
         ) slot
       ) readings
     ) v`,
    [points.map((p) => p.supplyPointId), points.map((p) => p.quarter), points.map((p) => p.solar), year.days, year.hours],
  );
  return result.rowCount ?? 0;
}

/** A progress bar on stderr: points done / total, rows and readings per second, time left. */
function progressBar(total: number, totalRows: number) {
  const started = performance.now();
  const tty = process.stderr.isTTY;
  let lastLine = 0;
  return (done: number, rows: number, readings: number) => {
    const seconds = (performance.now() - started) / 1000;
    const width = 30;
    const filled = Math.round((done / total) * width);
    const eta = rows > 0 ? ((totalRows - rows) / rows) * seconds : Number.NaN;
    const line =
      `[${'#'.repeat(filled)}${' '.repeat(width - filled)}] ${done}/${total} points, ${Math.round(rows / seconds).toLocaleString('en')} rows/s, ` +
      `${(readings / seconds / 1e6).toFixed(2)} M readings/s, ${seconds.toFixed(0)} s, ETA ${Number.isFinite(eta) ? `${eta.toFixed(0)} s` : '?'}`;
    // Without a terminal, one line every 10 s (a log file is no place for carriage returns).
    if (tty) process.stderr.write(`\r${line}\x1b[K${done === total ? '\n' : ''}`);
    else if (done === total || performance.now() - lastLine > 10_000) {
      lastLine = performance.now();
      process.stderr.write(`${line}\n`);
    }
  };
}

/**
 * Migrates the database, seeds the demo and the large contracts when absent, then generates the
 * readings of the bench points that have none; vacuum analyze after a generation.
 */
export async function prepareConsumptionDataSet(databaseUrl: string, options: ConsumptionDataSetOptions = {}): Promise<ConsumptionDataSet> {
  const hourlyPoints = options.hourlyPoints ?? 5_800;
  const quarterPoints = options.quarterPoints ?? 100;
  const log = options.log ?? (() => {});
  await ensureDatabase(databaseUrl);
  const database = await openDatabase({ url: databaseUrl, poolSize: WORKERS + 1 });
  try {
    await prepareDatabase(database, { seedDemo: true });
    const [large] = await queryRows<{ n: number }>(database, sql`select count(*)::int as n from contracts where length(name) = 8`);
    if (!large?.n) {
      // Active 2.0TD electricity contracts are about 72% of the regular ones, active 3.0TD about 72% of the heavy ones.
      const heavyContracts = Math.max(100, Math.ceil((quarterPoints * 1.5) / 5));
      const contracts = Math.ceil(hourlyPoints * 1.5) + 5 * heavyContracts + 500;
      const result = await generateLargeContracts(database.db, {
        customers: Math.ceil(contracts / 2),
        contracts,
        heavyCustomers: 5,
        heavyContracts,
        log,
      });
      log(`generated ${result.contracts} contracts over ${result.customers} customers in ${result.seconds.toFixed(1)} s`);
    }
    const hourly = await benchPoints(database, '2.0TD', hourlyPoints);
    const quarter = await benchPoints(database, '3.0TD', quarterPoints);
    if (hourly.length < hourlyPoints || quarter.length < quarterPoints) {
      throw new Error(
        `the database holds ${hourly.length} active 2.0TD and ${quarter.length} 3.0TD contracts, fewer than asked: use a fresh database`,
      );
    }
    const points = [...hourly, ...quarter];
    const ids = points.map((p) => p.supplyPointId);
    const existing = await queryRows<{ supply_point_id: number; first: string; n: number }>(
      database,
      sql`select supply_point_id, min(day)::text as first, count(*)::int as n from consumption_days
          where supply_point_id = any(${`{${ids.join(',')}}`}::int[]) group by supply_point_id`,
    );
    const storedYear = existing[0] ? Number(existing[0].first.slice(0, 4)) : undefined;
    const year = options.year ?? storedYear ?? new Date().getUTCFullYear() - 1;
    if (storedYear !== undefined && storedYear !== year) throw new Error(`the database holds readings of ${storedYear}, not ${year}`);
    const days = daysOfYear(year);
    const done = new Set(existing.map((r) => r.supply_point_id));
    const missing = points.filter((p) => !done.has(p.supplyPointId));
    let generatedSeconds: number | null = null;
    if (missing.length > 0) {
      log(`generating ${missing.length} points × ${days.days.length} days of ${year} (${done.size} already there)`);
      const started = performance.now();
      const slotsOfYear = days.hours.reduce((a, b) => a + b, 0);
      const totalRows = missing.length * days.days.length;
      const progress = progressBar(missing.length, totalRows);
      const batches: BenchPoint[][] = [];
      for (let i = 0; i < missing.length; i += POINTS_PER_BATCH) batches.push(missing.slice(i, i + POINTS_PER_BATCH));
      const pool = new pg.Pool({ connectionString: databaseUrl, max: WORKERS });
      let pointsDone = 0;
      let rows = 0;
      let readings = 0;
      try {
        // Each worker takes the next batch; a batch is one statement, so an interruption leaves whole points.
        await Promise.all(
          Array.from({ length: WORKERS }, async () => {
            const client = await pool.connect();
            try {
              // Nothing waits on these commits; a crash loses at most the last batches, which resume.
              await client.query('set synchronous_commit = off');
              for (let batch = batches.shift(); batch; batch = batches.shift()) {
                const inserted = await insertBatch(client, batch, days);
                rows += inserted; // not `rows += await …`: that reads rows before the other worker adds to it
                pointsDone += batch.length;
                readings += batch.reduce((sum, p) => sum + slotsOfYear * (p.quarter ? 4 : 1), 0);
                progress(pointsDone, rows, readings);
              }
            } finally {
              client.release();
            }
          }),
        );
      } finally {
        await pool.end();
      }
      const vacuumStarted = performance.now();
      await database.db.execute(sql`vacuum (analyze) consumption_days`);
      log(`vacuum analyze: ${((performance.now() - vacuumStarted) / 1000).toFixed(1)} s`);
      generatedSeconds = (performance.now() - started) / 1000;
      log(`generated ${rows} rows (${readings} readings) in ${generatedSeconds.toFixed(1)} s`);
    }
    const [count] = await queryRows<{ rows: number; readings: number }>(
      database,
      sql`select count(*)::int as rows, (sum(octet_length(active)) / 4)::bigint::float8 as readings from consumption_days
          where supply_point_id = any(${`{${ids.join(',')}}`}::int[])`,
    );
    const expected = points.length * days.days.length;
    if ((count?.rows ?? 0) !== expected) throw new Error(`the bench points hold ${count?.rows} rows, not ${expected}`);
    return {
      databaseUrl,
      year,
      hourly,
      quarter,
      password: PASSWORD,
      rows: count?.rows ?? 0,
      readings: count?.readings ?? 0,
      generatedSeconds,
    };
  } finally {
    await database.close();
  }
}
