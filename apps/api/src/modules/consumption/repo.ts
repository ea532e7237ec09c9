import type { TDatedValue, TEnergyPrices, TStoredDay } from '@portal/domain';
import { and, asc, between, desc, eq, lte } from 'drizzle-orm';
import { decodeEstimated, decodeReadings } from '../../db/consumption-bytes.ts';
import type { Database } from '../../db/database.ts';
import { consumptionDays, priceListPrices, priceLists } from '../../db/schema/index.ts';

/**
 * Readings and energy prices (docs/consumption.md). Every read is by primary key
 * (supply_point_id, day) and a range of days: the planner prunes the yearly partitions to
 * those the range touches (one or two) and walks each partition's primary key index, so a year
 * of one supply point is 365 index entries and heap rows, whatever the table holds.
 */
export class ConsumptionRepo {
  constructor(private readonly db: Database) {}

  /** The stored days of a supply point from `first` to `last` (inclusive), decoded, in order. */
  async days(supplyPointId: number, first: string, last: string): Promise<TStoredDay[]> {
    const rows = await this.daysQuery(supplyPointId, first, last);
    return rows.map((row) => ({
      day: row.day,
      active: decodeReadings(row.active),
      exported: row.exported && decodeReadings(row.exported),
      reactive: row.reactive && decodeReadings(row.reactive),
      estimated: decodeEstimated(row.estimated),
    }));
  }

  /** The statement days() runs, undecoded (bench/consumption.ts explains it). */
  daysQuery(supplyPointId: number, first: string, last: string) {
    return this.db
      .select({
        day: consumptionDays.day,
        active: consumptionDays.active,
        exported: consumptionDays.exported,
        reactive: consumptionDays.reactive,
        estimated: consumptionDays.estimated,
      })
      .from(consumptionDays)
      .where(and(eq(consumptionDays.supplyPointId, supplyPointId), between(consumptionDays.day, first, last)))
      .orderBy(asc(consumptionDays.day));
  }

  /**
   * The last day with a reading, not after `today`: the primary key index of each partition read
   * backwards, stopping at the first row.
   */
  async lastReading(supplyPointId: number, today: string): Promise<string | null> {
    const [row] = await this.db
      .select({ day: consumptionDays.day })
      .from(consumptionDays)
      .where(and(eq(consumptionDays.supplyPointId, supplyPointId), lte(consumptionDays.day, today)))
      .orderBy(desc(consumptionDays.day))
      .limit(1);
    return row?.day ?? null;
  }

  /**
   * The dated €/kWh of a price list's energy term by period (electricity), or its variable term
   * (gas, one period), as the billing engine reads them.
   */
  async energyPrices(priceListName: string, kind: 'electricity' | 'gas'): Promise<TEnergyPrices> {
    const rows = await this.db
      .select({ period: priceListPrices.period, validFrom: priceListPrices.validFrom, price: priceListPrices.price })
      .from(priceListPrices)
      .innerJoin(priceLists, eq(priceLists.id, priceListPrices.priceListId))
      .where(and(eq(priceLists.name, priceListName), eq(priceListPrices.term, kind === 'gas' ? 'variable' : 'energy')))
      .orderBy(asc(priceListPrices.period), asc(priceListPrices.validFrom));
    const byPeriod: TDatedValue[][] = [];
    for (const row of rows) {
      const index = kind === 'gas' ? 0 : row.period - 1;
      const dated = byPeriod[index] ?? [];
      dated.push({ from: String(row.validFrom), value: Number(row.price) });
      byPeriod[index] = dated;
    }
    return byPeriod;
  }
}
