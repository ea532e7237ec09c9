import {
  addDaysIso,
  keepableMonths,
  lastExpectedReading,
  madridDayOf,
  optionDiscountFraction,
  seriesChartPart,
  type TCchChartV2,
  type TCchRange,
} from '@portal/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO, rows, scalar } from '../../test/contracts-test-support.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/test-app.ts';
import { tariffChoicesReader } from '../tariff-options/index.ts';
import { ConsumptionRepo } from './repo.ts';
import { PRICES_KEPT_MS } from './service.ts';

/**
 * The months a monthly chart keeps, and their days a daily chart keeps (docs/consumption.md,
 * "Months kept"), on a real database and Marta's flat (0001001: 2.0TD, hourly, happy hours
 * chosen): the first chart keeps its whole past months, the next ones take them instead of their
 * days, and whatever could change a month (its readings, by any writer; a price; a tariff option
 * choice) makes the chart draw it again from its days. Each answer is held to the general path
 * drawn from the days.
 */
describe('the months a monthly chart keeps, and their days a daily chart keeps', () => {
  let t: TestApp;
  let marta: string;
  let contract: { id: number; supply_point_id: number; tariff: string; price_list: string; price_list_id: number };
  const today = madridDayOf(new Date());
  const end = lastExpectedReading(today);
  const range: TCchRange = { start: `${addDaysIso(`${end.slice(0, 7)}-01`, -700).slice(0, 7)}-01`, end };
  const months = keepableMonths(range, today);
  const query = `start=${range.start}&end=${range.end}`;

  const chart = async (type: 'monthly' | 'daily' = 'monthly') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v2/contracts/${DEMO.active}/cch/chart/${type}/?${query}`,
      headers: bearer(marta),
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return json<TCchChartV2>(res);
  };
  /** The chart as the general path draws it from every day of the range, as they are now. */
  const fromDays = async (type: 'monthly' | 'daily' = 'monthly') => {
    const repo = new ConsumptionRepo(t.database.db);
    const choices = (await tariffChoicesReader(t.database.db)([contract.id])).get(contract.id) ?? [];
    return seriesChartPart({
      type,
      tariff: contract.tariff,
      range,
      days: await repo.days(contract.supply_point_id, range.start, range.end),
      lastReading: await repo.lastReading(contract.supply_point_id, today),
      prices: await repo.energyPrices(contract.price_list, 'electricity'),
      ...(choices.length > 0 ? { discountAt: (day: string, hour: number) => optionDiscountFraction(choices, day, hour) } : {}),
    });
  };
  const kept = () =>
    rows<{ month: string; version: number; current: number; days: boolean }>(
      t.database,
      sql`select to_char(k.month, 'YYYY-MM') as month, k.version::integer as version, coalesce(v.version, 0)::integer as current,
                 k.days is not null as days
            from consumption_months k left join consumption_month_versions v using (supply_point_id, month)
           where k.supply_point_id = ${contract.supply_point_id} order by k.month`,
    );
  const versionOf = (month: string) =>
    scalar<number>(
      t.database,
      sql`select coalesce((select version::integer from consumption_month_versions
            where supply_point_id = ${contract.supply_point_id} and month = ${`${month}-01`}::date), 0) as version`,
    );
  /** The active energy of a month's bucket in the answer (the range starts on a first of the month: the months are its first buckets). */
  const activeOf = (body: TCchChartV2, month: string) =>
    body.magnitudes.elements.find((e) => e.magnitude === 'active')!.values[months.indexOf(month)]!;
  /** The active energy of a day's bucket in a daily chart's answer. */
  const activeOfDay = (body: TCchChartV2, day: string) =>
    body.magnitudes.elements.find((e) => e.magnitude === 'active')!.values[(Date.parse(day) - Date.parse(range.start)) / 86_400_000]!;
  /** A reading of a day corrected: every hour `wh`. */
  const correct = (day: string, wh: number) =>
    t.database.db.execute(sql`update consumption_days set active = decode(repeat(${wh.toString(16).padStart(8, '0')}, 24), 'hex')
      where supply_point_id = ${contract.supply_point_id} and day = ${day}::date`);

  beforeAll(async () => {
    t = await createTestApp();
    marta = await t.login(DEMO.marta);
    [contract] = (await rows<typeof contract>(
      t.database,
      sql`select c.id, c.supply_point_id, t.name as tariff, p.name as price_list, p.id as price_list_id from contracts c
            join tariffs t on t.id = c.tariff_id join price_lists p on p.id = c.price_list_id where c.name = ${DEMO.active}`,
    )) as [typeof contract];
  });
  afterAll(() => t.close());

  it('keeps each whole past month of the range at its readings’ version, and answers the same from them', async () => {
    expect(months.length).toBeGreaterThanOrEqual(22);
    expect(await kept()).toEqual([]);
    const first = await chart();
    expect(JSON.stringify(first)).toBe(JSON.stringify(await fromDays()));
    const stored = await kept();
    expect(stored.map((row) => row.month)).toEqual(months);
    for (const row of stored) expect(row.version).toBe(row.current);
    expect(JSON.stringify(await chart())).toBe(JSON.stringify(first));
  });

  it('takes a kept month as it is kept instead of reading its days (a bucket altered by hand shows)', async () => {
    const month = months[3]!;
    const before = await chart();
    await t.database.db.execute(sql`update consumption_months set bucket = jsonb_set(bucket::jsonb, '{active,0}', to_jsonb((bucket::jsonb #>> '{active,0}')::float8 + 5000))::text
      where supply_point_id = ${contract.supply_point_id} and month = ${`${month}-01`}::date`);
    expect(activeOf(await chart(), month)).toBe(activeOf(before, month)! + 5000);
    // A kept month of an older version than its readings' is not taken: drawn again from the days.
    await t.database.db.execute(sql`update consumption_months set version = version - 1
      where supply_point_id = ${contract.supply_point_id} and month = ${`${month}-01`}::date`);
    expect(JSON.stringify(await chart())).toBe(JSON.stringify(before));
    expect((await kept()).find((row) => row.month === month)).toMatchObject({ version: await versionOf(month) });
  });

  it('draws a month again when a reading of it is written, corrected or removed, by whatever writes them', async () => {
    const month = months[5]!;
    const day = `${month}-10`;
    const before = await chart();
    const version = await versionOf(month);
    // A correction: every hour of one day 256 Wh.
    await correct(day, 256);
    expect(await versionOf(month)).toBe(version + 1);
    const corrected = await chart();
    expect(JSON.stringify(corrected)).toBe(JSON.stringify(await fromDays()));
    expect(activeOf(corrected, month)).not.toBe(activeOf(before, month));
    await t.database.db.execute(
      sql`delete from consumption_days where supply_point_id = ${contract.supply_point_id} and day = ${day}::date`,
    );
    expect(await versionOf(month)).toBe(version + 2);
    expect(JSON.stringify(await chart())).toBe(JSON.stringify(await fromDays()));
    await t.database.db.execute(sql`insert into consumption_days (supply_point_id, day, active)
      values (${contract.supply_point_id}, ${day}::date, decode(repeat('00000200', 24), 'hex'))`);
    expect(await versionOf(month)).toBe(version + 3);
    expect(JSON.stringify(await chart())).toBe(JSON.stringify(await fromDays()));
  });

  it('draws the months a new price reaches again, and only those', async () => {
    const month = months[8]!;
    const fingerprints = async () =>
      new Map(
        (
          await rows<{ month: string; fingerprint: string }>(
            t.database,
            sql`select to_char(month, 'YYYY-MM') as month, fingerprint from consumption_months where supply_point_id = ${contract.supply_point_id}`,
          )
        ).map((row) => [row.month, row.fingerprint]),
      );
    const before = await chart();
    const keptBefore = await fingerprints();
    await t.database.db.execute(sql`insert into price_list_prices (price_list_id, term, period, valid_from, price)
      values (${contract.price_list_id}, 'energy', 1, ${`${month}-15`}::date, 0.5)`);
    // The instance keeps the prices it read for a minute: the edit shows once they are read again.
    expect(JSON.stringify(await chart())).toBe(JSON.stringify(before));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + PRICES_KEPT_MS);
    const after = await chart().finally(() => vi.useRealTimers());
    expect(JSON.stringify(after)).toBe(JSON.stringify(await fromDays()));
    expect(after.cost!.values[months.indexOf(month)]).not.toBe(before.cost!.values[months.indexOf(month)]);
    // The months before the new price keep what they were drawn from; the month it starts in is drawn again.
    const keptAfter = await fingerprints();
    for (const earlier of months.filter((m) => m < month)) expect(keptAfter.get(earlier), earlier).toBe(keptBefore.get(earlier));
    expect(keptAfter.get(month)).not.toBe(keptBefore.get(month));
  });

  it('draws every month again when the tariff option choices change', async () => {
    await chart();
    const choices = await scalar<number>(
      t.database,
      sql`select count(*)::integer from contract_tariff_options where contract_id = ${contract.id}`,
    );
    expect(choices).toBeGreaterThan(0);
    await t.database.db.execute(sql`delete from contract_tariff_options where contract_id = ${contract.id}`);
    expect(JSON.stringify(await chart())).toBe(JSON.stringify(await fromDays()));
  });

  it('keeps a daily chart’s whole past months with their days, and answers the same from them', async () => {
    const monthly = await chart();
    expect((await kept()).filter((row) => row.days)).toEqual([]);
    const first = await chart('daily');
    expect(JSON.stringify(first)).toBe(JSON.stringify(await fromDays('daily')));
    const stored = await kept();
    expect(stored.filter((row) => row.days).map((row) => row.month)).toEqual(months);
    for (const row of stored) expect(row.version).toBe(row.current);
    expect(JSON.stringify(await chart('daily'))).toBe(JSON.stringify(first));
    // The monthly chart still takes the same months' buckets, and keeps nothing again.
    expect(JSON.stringify(await chart())).toBe(JSON.stringify(monthly));
    expect(await kept()).toEqual(stored);
  });

  it('takes a month’s kept days instead of its readings (a day altered by hand shows), until the readings change', async () => {
    const month = months[4]!;
    const day = `${month}-10`;
    const before = await chart('daily');
    expect(activeOfDay(before, day)).toBeGreaterThan(0);
    await t.database.db.execute(sql`update consumption_months set days = jsonb_set(days::jsonb, '{active,9,0}', to_jsonb((days::jsonb #>> '{active,9,0}')::float8 + 5000))::text
      where supply_point_id = ${contract.supply_point_id} and month = ${`${month}-01`}::date`);
    expect(activeOfDay(await chart('daily'), day)).toBe(activeOfDay(before, day)! + 5000);
    await correct(day, 300);
    const corrected = await chart('daily');
    expect(JSON.stringify(corrected)).toBe(JSON.stringify(await fromDays('daily')));
    expect(activeOfDay(corrected, day)).toBe(300 * 24);
    expect((await kept()).find((row) => row.month === month)).toMatchObject({ version: await versionOf(month), days: true });
    // A monthly chart that draws the month again keeps its bucket alone: the days it had are of older readings.
    await correct(day, 400);
    expect(JSON.stringify(await chart())).toBe(JSON.stringify(await fromDays()));
    expect((await kept()).find((row) => row.month === month)).toMatchObject({ version: await versionOf(month), days: false });
    const again = await chart('daily');
    expect(JSON.stringify(again)).toBe(JSON.stringify(await fromDays('daily')));
    expect(activeOfDay(again, day)).toBe(400 * 24);
    expect((await kept()).find((row) => row.month === month)).toMatchObject({ days: true });
  });

  it('forgets every kept month when the readings are truncated', async () => {
    await chart();
    expect((await kept()).length).toBeGreaterThan(0);
    await t.database.db.execute(sql`truncate consumption_days`);
    expect(await kept()).toEqual([]);
    const empty = await chart();
    expect(empty.magnitudes.elements[0]!.values.every((value) => value === null)).toBe(true);
  });
});
