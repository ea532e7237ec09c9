// Drawing charts and writing readings CSVs in process (docs/consumption.md, "What a chart costs"):
//   node --import tsx bench/chart-drawing.ts [--points 10] [--rounds 15]
// Reads once a year of days of `points` hourly and `points` quarter-hourly points of the
// consumption data set (bench/consumption.ts generates it on first use), with their contracts'
// tariffs and energy prices; then, with no database and no HTTP in the loop, draws each point's
// chart of each type and writes it as JSON as the route does (drawnChartPart, chartJson), and
// writes each hourly point's year as a CSV (readingsCsv). Prints, per answer, the median and the
// fastest of `rounds` rounds of five, and for the charts the writing alone. Run it on two commits,
// alternating, to compare them: this machine's speed drifts within minutes.
import { parseArgs } from 'node:util';
import { chartJson, drawnChartPart, type TCchChartInput, type TCchChartType, type TStoredDay } from '@portal/domain';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { readingsCsv } from '../apps/api/src/modules/consumption/download-files.ts';
import { eachDownloadRow } from '../apps/api/src/modules/consumption/download-rows.ts';
import { ConsumptionRepo } from '../apps/api/src/modules/consumption/repo.ts';
import { type BenchPoint, prepareConsumptionDataSet } from './lib/consumption-data-set.ts';
import { spreadOver } from './lib/signed-in-rotation.ts';

const { values } = parseArgs({ options: { points: { type: 'string' }, rounds: { type: 'string' } } });
const pointCount = Number(values.points ?? 10);
const rounds = Number(values.rounds ?? 15);
const ROUND = 5;
/** A CUPS of the usual 22 characters, as each line of a readings CSV starts. */
const A_CUPS = 'ES0031900000000506CA0F';

const databaseUrl = process.env.BENCH_CONSUMPTION_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_consumption';
const data = await prepareConsumptionDataSet(databaseUrl, { log: (line) => console.error(line) });
const range = { start: `${data.year}-01-01`, end: `${data.year}-12-31` };
const database = await openDatabase({ url: databaseUrl, poolSize: 2 });

/** What each chart of a point is drawn from: its year of days, its tariff and its prices. */
interface Drawn {
  input: Omit<TCchChartInput, 'type'>;
}

async function drawingInputs(points: readonly BenchPoint[]): Promise<Drawn[]> {
  const repo = new ConsumptionRepo(database.db);
  const client = (database.db as unknown as { $client: { query: (text: string, values: unknown[]) => Promise<{ rows: unknown[] }> } })
    .$client;
  const drawn: Drawn[] = [];
  for (const point of points) {
    const { rows } = await client.query(
      `select t.name as tariff, pl.name as price_list from contracts c
         join tariffs t on t.id = c.tariff_id left join price_lists pl on pl.id = c.price_list_id
        where c.name = $1`,
      [point.contractName],
    );
    const contract = rows[0] as { tariff: string; price_list: string | null };
    const days: TStoredDay[] = await repo.days(point.supplyPointId, range.start, range.end);
    const prices = contract.price_list ? await repo.energyPrices(contract.price_list, 'electricity') : undefined;
    drawn.push({ input: { tariff: contract.tariff, range, days, lastReading: range.end, ...(prices ? { prices } : {}) } });
  }
  return drawn;
}

/** Per answer: the median and the fastest of `rounds` rounds of ROUND passes over every point. */
function timed(pass: () => void, answersPerPass: number): { median: number; fastest: number } {
  for (let warm = 0; warm < ROUND * 4; warm++) pass();
  const perAnswer: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    for (let i = 0; i < ROUND; i++) pass();
    perAnswer.push((performance.now() - started) / (ROUND * answersPerPass));
  }
  perAnswer.sort((a, b) => a - b);
  return { median: perAnswer[Math.floor(perAnswer.length / 2)]!, fastest: perAnswer[0]! };
}

const shown = (x: { median: number; fastest: number }) => `median ${x.median.toFixed(3)} ms, fastest ${x.fastest.toFixed(3)} ms`;

try {
  const hourly = await drawingInputs(spreadOver(data.hourly, pointCount));
  const quarter = await drawingInputs(spreadOver(data.quarter, pointCount));
  console.log(`${hourly.length} hourly and ${quarter.length} quarter-hourly points, a year each (${range.start} to ${range.end})`);
  const charts: [TCchChartType, Drawn[]][] = [
    ['monthly', hourly],
    ['daily', hourly],
    ['hourly', hourly],
    ['quarter-hourly', quarter],
  ];
  for (const [type, points] of charts) {
    const draw = () => {
      for (const { input } of points) chartJson(drawnChartPart({ ...input, type }));
    };
    const answers = points.map(({ input }) => drawnChartPart({ ...input, type }));
    const write = () => {
      for (const answer of answers) chartJson(answer);
    };
    const bytes = answers.reduce((sum, answer) => sum + chartJson(answer).length, 0) / answers.length;
    console.log(
      `${type} chart of a year, drawn from all its days and written as JSON (${(bytes / 1024).toFixed(1)} KB): ${shown(timed(draw, points.length))}; chartJson alone ${shown(timed(write, answers.length))}`,
    );
  }
  const csv = () => {
    for (const { input } of hourly)
      readingsCsv(A_CUPS, (visit) => eachDownloadRow('hourly', range, input.days, visit), 'es-ES', input.days.length * 24);
  };
  console.log(`hourly CSV of a year (es-ES): ${shown(timed(csv, hourly.length))}`);
} finally {
  await database.close();
}
