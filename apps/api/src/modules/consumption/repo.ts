import { addDaysIso, type TDatedValue, type TEnergyPrices, type TStoredDay } from '@portal/domain';
import { and, asc, between, desc, eq, gte, lte, or, type Placeholder, sql } from 'drizzle-orm';
import { decodeEstimated, decodeReadings } from '../../db/consumption-bytes.ts';
import type { Database } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { consumptionDays, consumptionMonths, consumptionMonthVersions, priceListPrices, priceLists } from '../../db/schema/index.ts';

/** How far back lastReading looks first: this year's partition and last year's, most of the time. */
const RECENT_DAYS = 400;

/** The columns of a stored day, as storedDay decodes them. */
const DAY_COLUMNS = {
  day: consumptionDays.day,
  active: consumptionDays.active,
  exported: consumptionDays.exported,
  reactive: consumptionDays.reactive,
  estimated: consumptionDays.estimated,
};

/** A row of consumption_days, decoded. */
function storedDay(row: {
  day: string;
  active: Uint8Array;
  exported: Uint8Array | null;
  reactive: Uint8Array | null;
  estimated: Uint8Array | null;
}): TStoredDay {
  return {
    day: row.day,
    active: decodeReadings(row.active),
    exported: row.exported && decodeReadings(row.exported),
    reactive: row.reactive && decodeReadings(row.reactive),
    estimated: decodeEstimated(row.estimated),
  };
}

/** A supply point's days from `first` to `last`, inclusive. */
export interface TDayRange {
  supplyPointId: number;
  first: string;
  last: string;
}

/**
 * A month of a supply point: its readings' version, and what was kept of it for the chart that
 * asks (null when nothing): the month's bucket for a monthly chart, its days for a daily one, as
 * JSON text.
 */
export interface TMonthState {
  version: number;
  kept: { version: number; fingerprint: string; json: string } | null;
}

/** What a chart keeps of a month, its bucket and maybe its days, drawn from readings at `version`. */
export interface TMonthToKeep {
  month: string;
  version: number;
  fingerprint: string;
  bucket: string;
  /** Absent when a monthly chart keeps the month: days drawn at another version would be stale. */
  days?: string;
}

/** Which of a kept month's columns a chart reads: a monthly chart its bucket, a daily one its days. */
export type TKeptOf = 'monthly' | 'daily';

/**
 * Readings and energy prices (docs/consumption.md). Every read is by primary key
 * (supply_point_id, day) and a range of days: the planner prunes the yearly partitions to
 * those the range touches (one or two) and walks each partition's primary key index, so a year
 * of one supply point is 365 index entries and heap rows, whatever the table holds.
 */
export class ConsumptionRepo {
  // What every chart reads besides its days, as named prepared statements: planning them was
  // most of their PostgreSQL CPU (0.07–0.09 ms each against 0.01–0.04 ms to run).
  private readonly daysStatement;
  private readonly recentLastReadingQuery;
  private readonly energyPricesQuery;
  private readonly monthStatesQuery;

  constructor(private readonly db: Database) {
    const param = sql.placeholder;
    this.daysStatement = this.daysQuery(param('supplyPointId'), param('first'), param('last')).prepare('stored_days');
    this.recentLastReadingQuery = this.lastReadingOf(param('supplyPointId'), param('today'), param('since')).prepare('recent_last_reading');
    this.energyPricesQuery = this.db
      .select({ period: priceListPrices.period, validFrom: priceListPrices.validFrom, price: priceListPrices.price })
      .from(priceListPrices)
      .innerJoin(priceLists, eq(priceLists.id, priceListPrices.priceListId))
      .where(and(eq(priceLists.name, param('priceListName')), eq(priceListPrices.term, param('term'))))
      .orderBy(asc(priceListPrices.period), asc(priceListPrices.validFrom))
      .prepare('energy_prices');
    this.monthStatesQuery = {
      monthly: this.monthStatesOf(consumptionMonths.bucket).prepare('month_states'),
      daily: this.monthStatesOf(consumptionMonths.days).prepare('month_day_states'),
    };
  }

  /**
   * The statement of monthStates(), with the kept column a chart reads (the other is not sent),
   * and on each row the recent last reading, which lastReading() would read in a statement of its
   * own: one statement a monthly or daily chart does not send. Uncorrelated, the subquery runs once.
   */
  private monthStatesOf(kept: typeof consumptionMonths.bucket | typeof consumptionMonths.days) {
    const param = sql.placeholder;
    const recentLastReading = this.lastReadingOf(param('supplyPointId'), param('today'), param('since'));
    return this.db
      .select({
        month: consumptionMonthVersions.month,
        version: consumptionMonthVersions.version,
        keptVersion: consumptionMonths.version,
        fingerprint: consumptionMonths.fingerprint,
        json: kept,
        recentLastReading: sql<string | null>`(${recentLastReading})::text`,
      })
      .from(consumptionMonthVersions)
      .leftJoin(
        consumptionMonths,
        and(
          eq(consumptionMonths.supplyPointId, consumptionMonthVersions.supplyPointId),
          eq(consumptionMonths.month, consumptionMonthVersions.month),
        ),
      )
      .where(
        and(
          eq(consumptionMonthVersions.supplyPointId, param('supplyPointId')),
          between(consumptionMonthVersions.month, param('first'), param('last')),
        ),
      );
  }

  /** The stored days of a supply point from `first` to `last` (inclusive), decoded, in order. */
  async days(supplyPointId: number, first: string, last: string): Promise<TStoredDay[]> {
    const rows = await this.daysStatement.execute({ supplyPointId, first, last });
    return rows.map(storedDay);
  }

  /**
   * The stored days of several ranges of days, decoded, in order, one list per range: the days()
   * of each in a single statement (an OR of primary key ranges, each pruned and walked as days()
   * is), for a page that reads several supply points or periods at once (the overview).
   */
  async daysOfRanges(ranges: readonly TDayRange[]): Promise<TStoredDay[][]> {
    if (ranges.length === 0) return [];
    const rows = await this.db
      .select({ supplyPointId: consumptionDays.supplyPointId, ...DAY_COLUMNS })
      .from(consumptionDays)
      .where(
        or(...ranges.map((r) => and(eq(consumptionDays.supplyPointId, r.supplyPointId), between(consumptionDays.day, r.first, r.last)))),
      )
      .orderBy(asc(consumptionDays.supplyPointId), asc(consumptionDays.day));
    const lists = ranges.map((): TStoredDay[] => []);
    for (const row of rows) {
      const day = storedDay(row);
      // Ranges may overlap (a period in course that reaches back to last year's month): a day goes to each it is in.
      ranges.forEach((r, index) => {
        if (r.supplyPointId === row.supplyPointId && r.first <= row.day && row.day <= r.last) lists[index]!.push(day);
      });
    }
    return lists;
  }

  /**
   * The statement days() runs, undecoded (bench/consumption.ts explains it); days() runs it
   * prepared, so PostgreSQL plans it once per connection (a generic plan pruning the yearly
   * partitions as it starts: 0.08–0.12 ms of planning a request saved) and drizzle builds it once.
   */
  daysQuery(supplyPointId: number | Placeholder, first: string | Placeholder, last: string | Placeholder) {
    return this.db
      .select(DAY_COLUMNS)
      .from(consumptionDays)
      .where(and(eq(consumptionDays.supplyPointId, supplyPointId), between(consumptionDays.day, first, last)))
      .orderBy(asc(consumptionDays.day));
  }

  /**
   * The last day with a reading, not after `today`. Looked for first in the last 400 days: the
   * planner keeps the one or two partitions those days are in and reads each one's primary key
   * index backwards to its first row. Without that bound it plans and opens all 27 partitions
   * (the default partition rules out an ordered scan of them): 2 ms to plan, 0.33 ms to run, where
   * the bounded read takes 0.5 and 0.07. A point whose readings stopped earlier is looked for in
   * all of them.
   */
  async lastReading(supplyPointId: number, today: string): Promise<string | null> {
    const [recent] = await this.recentLastReadingQuery.execute({ supplyPointId, since: addDaysIso(today, -RECENT_DAYS), today });
    return recent ? recent.day : this.earlierLastReading(supplyPointId, today);
  }

  /** The last day with a reading, not after `today`, looked for in every partition. */
  private async earlierLastReading(supplyPointId: number, today: string): Promise<string | null> {
    const [row] = await this.lastReadingOf(supplyPointId, today);
    return row?.day ?? null;
  }

  /** The statement of lastReading(), since a day or over every partition. */
  private lastReadingOf(supplyPointId: number | Placeholder, today: string | Placeholder, since?: Placeholder) {
    return this.db
      .select({ day: consumptionDays.day })
      .from(consumptionDays)
      .where(
        and(
          eq(consumptionDays.supplyPointId, supplyPointId),
          lte(consumptionDays.day, today),
          since === undefined ? undefined : gte(consumptionDays.day, since),
        ),
      )
      .orderBy(desc(consumptionDays.day))
      .limit(1);
  }

  /**
   * The last day with a reading of each supply point, not after `today` (absent without one), in
   * one statement: for each point what lastReading() reads, its primary key index read backwards
   * to the first row.
   */
  async lastReadings(supplyPointIds: readonly number[], today: string): Promise<Map<number, string>> {
    if (supplyPointIds.length === 0) return new Map();
    const points = sql.join(
      supplyPointIds.map((id) => sql`(${id}::integer)`),
      sql`, `,
    );
    const result = await this.db.execute(sql`
      select p.id as supply_point_id,
             (select ${consumptionDays.day} from ${consumptionDays}
               where ${consumptionDays.supplyPointId} = p.id and ${consumptionDays.day} <= ${today}
               order by ${consumptionDays.day} desc limit 1)::text as day
        from (values ${points}) as p(id)`);
    return new Map(
      rowsOf<{ supply_point_id: number; day: string | null }>(result).flatMap((row) =>
        row.day ? [[row.supply_point_id, row.day] as const] : [],
      ),
    );
  }

  /**
   * The dated €/kWh of a price list's energy term by period (electricity), or its variable term
   * (gas, one period), as the billing engine reads them.
   */
  async energyPrices(priceListName: string, kind: 'electricity' | 'gas'): Promise<TEnergyPrices> {
    const rows = await this.energyPricesQuery.execute({ priceListName, term: kind === 'gas' ? 'variable' : 'energy' });
    const byPeriod: TDatedValue[][] = [];
    for (const row of rows) {
      const index = kind === 'gas' ? 0 : row.period - 1;
      const dated = byPeriod[index] ?? [];
      dated.push({ from: String(row.validFrom), value: Number(row.price) });
      byPeriod[index] = dated;
    }
    return byPeriod;
  }

  /**
   * The readings version and what was kept for `chart` of each month from `first` to `last`
   * ('YYYY-MM') whose readings were ever written, in one statement: consumption_month_versions by
   * its primary key range, each month's kept row by primary key. A month without a version row
   * never had a reading: version 0, nothing kept (its bucket is empty, nothing to keep). With them,
   * lastReading(supplyPointId, today), read in the same statement when it is recent.
   */
  async monthStates(
    supplyPointId: number,
    first: string,
    last: string,
    chart: TKeptOf,
    today: string,
  ): Promise<{ states: Map<string, TMonthState>; lastReading: string | null }> {
    const rows = await this.monthStatesQuery[chart].execute({
      supplyPointId,
      first: `${first}-01`,
      last: `${last}-01`,
      since: addDaysIso(today, -RECENT_DAYS),
      today,
    });
    const states = new Map<string, TMonthState>();
    for (const row of rows) {
      const kept =
        row.keptVersion === null || row.fingerprint === null || row.json === null
          ? null
          : { version: row.keptVersion, fingerprint: row.fingerprint, json: row.json };
      states.set(row.month.slice(0, 7), { version: row.version, kept });
    }
    // No month of the range ever read leaves no row to carry the recent last reading.
    const [any] = rows;
    const lastReading = !any
      ? await this.lastReading(supplyPointId, today)
      : (any.recentLastReading ?? (await this.earlierLastReading(supplyPointId, today)));
    return { states, lastReading };
  }

  /**
   * Months drawn from their readings, kept for the next chart (through the primary, whatever
   * reads the charts). A month already kept is replaced, its days with it: the newer drawing is
   * of readings at least as new, or of other prices, which the one asking now has.
   */
  async keepMonths(supplyPointId: number, months: readonly TMonthToKeep[]): Promise<void> {
    if (months.length === 0) return;
    await this.db
      .insert(consumptionMonths)
      .values(
        months.map((m) => ({
          supplyPointId,
          month: `${m.month}-01`,
          version: m.version,
          fingerprint: m.fingerprint,
          bucket: m.bucket,
          days: m.days ?? null,
        })),
      )
      .onConflictDoUpdate({
        target: [consumptionMonths.supplyPointId, consumptionMonths.month],
        set: {
          version: sql`excluded.version`,
          fingerprint: sql`excluded.fingerprint`,
          bucket: sql`excluded.bucket`,
          days: sql`excluded.days`,
        },
      });
  }
}
