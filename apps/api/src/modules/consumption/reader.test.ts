import { addDaysIso, madridDayOf } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../test/contracts-test-support.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { consumptionReader } from './index.ts';
import { ConsumptionRepo } from './repo.ts';

/**
 * The reader other modules use (the overview) reads several ranges and points in one statement
 * each: it must answer exactly what the one-range, one-point reads answer, range by range.
 */
describe('the consumption reader: several ranges and points at once', () => {
  let t: TestApp;
  let flat: number;
  let house: number;
  const today = madridDayOf(new Date());

  beforeAll(async () => {
    t = await createTestApp();
    const points = await rows<{ name: string; supply_point_id: number }>(
      t.database,
      sql`select name, supply_point_id from contracts where name in ('0001001', '0001002') order by name`,
    );
    [flat, house] = points.map((p) => p.supply_point_id) as [number, number];
  });
  afterAll(() => t.close());

  it('answers each range as days() does, overlapping ranges and an empty one included', async () => {
    const repo = new ConsumptionRepo(t.database.db);
    const ranges = [
      { supplyPointId: flat, first: addDaysIso(today, -40), last: addDaysIso(today, -1) },
      // Overlaps the first: its days are in both lists.
      { supplyPointId: flat, first: addDaysIso(today, -60), last: addDaysIso(today, -30) },
      { supplyPointId: house, first: addDaysIso(today, -400), last: addDaysIso(today, -371) },
      // No point has this id: an empty list in its place.
      { supplyPointId: 999_999, first: '2025-01-01', last: '2025-12-31' },
      { supplyPointId: house, first: addDaysIso(today, -370), last: addDaysIso(today, -400) },
    ];
    const together = await consumptionReader(t.database.db).daysOfRanges(ranges);
    expect(together).toHaveLength(ranges.length);
    for (const [index, range] of ranges.entries()) {
      expect(together[index], JSON.stringify(range)).toEqual(await repo.days(range.supplyPointId, range.first, range.last));
    }
    expect(together[0]!.length).toBeGreaterThan(30);
    expect(together[2]).toHaveLength(30);
    expect(together[3]).toEqual([]);
    expect(together[4]).toEqual([]);
    expect(await consumptionReader(t.database.db).daysOfRanges([])).toEqual([]);
  });

  it('answers each point’s last day read as lastReading() does, and nothing for a point without readings', async () => {
    const repo = new ConsumptionRepo(t.database.db);
    const last = await consumptionReader(t.database.db).lastReadings([flat, house, 999_999], today);
    expect(last.get(flat)).toBe(await repo.lastReading(flat, today));
    expect(last.get(house)).toBe(await repo.lastReading(house, today));
    expect(last.get(flat)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(last.has(999_999)).toBe(false);
    // Not after the day asked for.
    const earlier = await consumptionReader(t.database.db).lastReadings([flat], addDaysIso(today, -200));
    expect(earlier.get(flat)).toBe(addDaysIso(today, -200));
    expect(await consumptionReader(t.database.db).lastReadings([], today)).toEqual(new Map());
  });

  it('reads the last reading with the months’ states, as lastReading() does', async () => {
    const repo = new ConsumptionRepo(t.database.db);
    const lastMonth = addDaysIso(today, -40).slice(0, 7);
    for (const chart of ['monthly', 'daily'] as const) {
      const { states, lastReading } = await repo.monthStates(flat, lastMonth, lastMonth, chart, today);
      expect(states.get(lastMonth)?.version, chart).toBeGreaterThan(0);
      expect(lastReading, chart).toBe(await repo.lastReading(flat, today));
      expect(lastReading, chart).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      // Not after the day asked for.
      const earlier = addDaysIso(today, -200);
      expect((await repo.monthStates(flat, lastMonth, lastMonth, chart, earlier)).lastReading, chart).toBe(earlier);
    }
  });

  it('finds a last reading older than the recent days lastReading() looks at first', async () => {
    const repo = new ConsumptionRepo(t.database.db);
    // Readings that stopped long ago: the house's meter read nothing after a day three years back.
    const [point] = await rows<{ id: number }>(
      t.database,
      sql`insert into supply_points (cups, street, city, postal_code, ine, full_address)
          select 'ES0031405000000099ZZ0F', street, city, postal_code, ine, full_address from supply_points where id = ${house} returning id`,
    );
    const long = addDaysIso(today, -3 * 365);
    await t.database.db.execute(sql`insert into consumption_days (supply_point_id, day, active) values
      (${point!.id}, ${addDaysIso(long, -1)}::date, decode('00000001', 'hex')), (${point!.id}, ${long}::date, decode('00000001', 'hex'))`);
    expect(await repo.lastReading(point!.id, today)).toBe(long);
    expect((await consumptionReader(t.database.db).lastReadings([point!.id], today)).get(point!.id)).toBe(long);
    expect(await repo.lastReading(point!.id, addDaysIso(long, -1))).toBe(addDaysIso(long, -1));
    expect(await repo.lastReading(point!.id, addDaysIso(long, -2))).toBeNull();
    // With the months' states: a month read long ago (its row carries no recent reading), and
    // months never read (no row at all).
    const month = long.slice(0, 7);
    const read = await repo.monthStates(point!.id, month, month, 'monthly', today);
    expect(read.states.get(month)?.version).toBeGreaterThan(0);
    expect(read.lastReading).toBe(long);
    const thisYear = today.slice(0, 7);
    const unread = await repo.monthStates(point!.id, thisYear, thisYear, 'daily', today);
    expect(unread.states.size).toBe(0);
    expect(unread.lastReading).toBe(long);
    expect((await repo.monthStates(point!.id, month, month, 'monthly', addDaysIso(long, -2))).lastReading).toBeNull();
  });
});
