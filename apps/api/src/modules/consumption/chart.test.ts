import {
  addDaysIso,
  lastExpectedReading,
  madridClockHours,
  madridDayOf,
  optionDiscountFraction,
  previousYearRange,
  seriesChartPart,
  type TCchChartV1,
  type TCchChartV2,
  ZCchChartV1Schema,
  ZCchChartV2Schema,
} from '@portal/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_READING_ISSUES } from '../../seed/demo/demo-consumption.ts';
import { DEMO, rows } from '../../test/contracts-test-support.ts';
import { demoDays } from '../../test/demo-days.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/test-app.ts';
import { tariffChoicesReader } from '../tariff-options/index.ts';
import { ConsumptionRepo } from './repo.ts';

/**
 * The consumption chart on the demo data set (customer-area §7 cch/chart/{type}, §3 version 1
 * records and version 2 magnitudes.elements and curve), on a real database: Marta's flat
 * (0001001, 2.0TD, hourly, a gap four days ago), her house (0001002, solar exports, five days
 * the distributor estimated thirteen months back), her gas (0001003, one reading a day) and the
 * company's workshop (0002001, 3.0TD, quarter-hours). Days are named by what they are (demoDays),
 * counted from the seed day as the demo's readings are.
 */
describe('consumption chart', () => {
  let t: TestApp;
  let marta: string;
  let company: string;
  const today = madridDayOf(new Date());
  const days = demoDays(today);
  const chart = async (name: string, type: string, query: string, token = marta) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v2/contracts/${name}/cch/chart/${type}/?${query}`, headers: bearer(token) });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    // The route sends the answer without checking it (uncheckedSuccess): every answer here is checked instead.
    const body = json<TCchChartV2>(res);
    expect(ZCchChartV2Schema.parse(body)).toEqual(body);
    return body;
  };
  const series = (body: TCchChartV2, magnitude: string) => body.magnitudes.elements.find((e) => e.magnitude === magnitude);

  beforeAll(async () => {
    t = await createTestApp();
    [marta, company] = await Promise.all([t.login(DEMO.marta), t.login(DEMO.company)]);
  });
  afterAll(() => t.close());

  it('gives twelve months by tariff period, with reactive energy, its cost and where the readings end', async () => {
    const end = lastExpectedReading(today);
    // Eleven calendar months before the last reading's: counting days back would reach twelve after a 31-day month.
    const [year, month] = end.split('-').map(Number) as [number, number];
    const start = new Date(Date.UTC(year, month - 12, 1)).toISOString().slice(0, 10);
    const body = await chart(DEMO.active, 'monthly', `start=${start}&end=${end}`);
    expect(body.curve).toMatchObject({ type: 'monthly', step: 'P1M', count: 12, periods: 3, start: start.slice(0, 7), lastReading: end });
    const active = series(body, 'active')!;
    expect(active.values.every((v) => v !== null && v > 0)).toBe(true);
    active.values.forEach((total, month) => {
      expect(active.byPeriod!.reduce((sum, period) => sum + period[month]!, 0)).toBe(total);
    });
    expect(series(body, 'reactive')!.values.every((v) => v !== null && v > 0)).toBe(true);
    expect(series(body, 'exported')).toBeUndefined();
    expect(body.cost!.values.every((v) => v !== null && v > 0)).toBe(true);
    expect(body.previousYear).toBeUndefined();
  });

  it('adds up, month by month, the very energy and energy term (after the tariff option) the invoices billed', async () => {
    const invoices = await rows<{
      start_date: string;
      end_date: string;
      energy_kwh: string;
      computation: { lines: { key: string; amount: number }[] };
    }>(
      t.database,
      sql`select i.start_date::text, i.end_date::text, i.energy_kwh::text, i.computation from invoices i join contracts c on c.id = i.contract_id
          where c.name = ${DEMO.active} and i.rectificative_type = 'N' and i.rectified_invoice_id is null
            and not exists (select 1 from invoices r where r.rectified_invoice_id = i.id)
          order by i.start_date desc limit 3`,
    );
    expect(invoices.length).toBeGreaterThan(0);
    for (const invoice of invoices) {
      const body = await chart(DEMO.active, 'daily', `start=${invoice.start_date}&end=${invoice.end_date}`);
      const wh = series(body, 'active')!.values.reduce<number>((sum, v) => sum + (v ?? 0), 0);
      expect(wh / 1000, invoice.start_date).toBeCloseTo(Number(invoice.energy_kwh), 3);
      // The energy term after the happy hours Marta has chosen (a negative line).
      const energyTerm = invoice.computation.lines
        .filter((l) => l.key === 'energy_term' || l.key === 'tariff_option_discount')
        .reduce((sum, l) => sum + l.amount, 0);
      const cents = body.cost!.values.reduce<number>((sum, v) => sum + (v ?? 0), 0);
      // The invoice rounds once per period line, the chart once per day: a cent or so apart over a month.
      expect(Math.abs(cents - Math.round(energyTerm * 100)), invoice.start_date).toBeLessThanOrEqual(20);
    }
  });

  it.each([
    [days.autumnChange, 25, `${days.autumnChange}T00:00+02:00`],
    [days.springChange, 23, `${days.springChange}T00:00+01:00`],
    [days.juneWednesday, 24, `${days.juneWednesday}T00:00+02:00`],
  ])('gives the %s hour by hour: %i hours from %s, each with its period', async (day, hours, start) => {
    const body = await chart(DEMO.active, 'hourly', `start=${day}&end=${day}`);
    expect(body.curve).toMatchObject({ step: 'PT1H', count: hours, start });
    expect(body.curve.periodOf).toHaveLength(hours);
    expect(series(body, 'active')!.values).toHaveLength(hours);
    expect(series(body, 'active')!.values.every((v) => v !== null)).toBe(true);
  });

  it('prices the happy hours Marta chose (13–16) at half the energy term', async () => {
    // Hours 12 and 13 of two weeks from a working Wednesday (no clock change): on each day both
    // are in one period (P1 on working days, P3 at weekends), and 13 is a happy hour. Cents are
    // whole per hour, each up to half a cent from the exact cost: the fraction of the price hour 13
    // pays is known to within those halves, and must hold the discount's and not the other.
    const paidFraction = async (from: string) => {
      const body = await chart(DEMO.active, 'hourly', `start=${from}&end=${addDaysIso(from, 13)}`);
      expect(body.curve.count).toBe(14 * 24);
      const wh = series(body, 'active')!.values as number[];
      const cents = body.cost!.values as number[];
      const sum = (values: number[], hour: number) =>
        Array.from({ length: 14 }, (_, day) => values[day * 24 + hour]!).reduce((a, b) => a + b, 0);
      for (let day = 0; day < 14; day++) expect(body.curve.periodOf![day * 24 + 12]).toBe(body.curve.periodOf![day * 24 + 13]);
      const rounding = 14 * 0.5;
      const [price, happy] = [12, 13].map((hour) => ({
        low: (sum(cents, hour) - rounding) / sum(wh, hour),
        high: (sum(cents, hour) + rounding) / sum(wh, hour),
      }));
      return { low: happy!.low / price!.high, high: happy!.high / price!.low };
    };
    expect(days.juneWednesday >= days.happyHoursFrom).toBe(true);
    const after = await paidFraction(days.juneWednesday);
    expect(after.low).toBeLessThanOrEqual(0.5);
    expect(after.high).toBeGreaterThanOrEqual(0.5);
    expect(after.high).toBeLessThan(1);
    // Before the choice, no discount.
    expect(addDaysIso(days.beforeHappyHours, 13) < days.happyHoursFrom).toBe(true);
    const before = await paidFraction(days.beforeHappyHours);
    expect(before.low).toBeLessThanOrEqual(1);
    expect(before.high).toBeGreaterThanOrEqual(1);
    expect(before.low).toBeGreaterThan(0.5);
  });

  it('leaves the hours the meter did not send empty', async () => {
    const day = addDaysIso(today, -DEMO_READING_ISSUES.ES0031408000000001AP0F!.gaps![0]!.daysAgo);
    const body = await chart(DEMO.active, 'hourly', `start=${day}&end=${day}`);
    expect(
      series(body, 'active')!
        .values.slice(0, 6)
        .map((v) => v === null),
    ).toEqual([false, false, true, true, true, false]);
  });

  it('marks the buckets holding readings the distributor estimated', async () => {
    // Five days of one month, from its 10th: the chart's buckets 9 to 13.
    const month = days.houseEstimated[0]!.slice(0, 8);
    expect(days.houseEstimated).toEqual([10, 11, 12, 13, 14].map((day) => `${month}${day}`));
    const body = await chart(DEMO.waiting, 'daily', `start=${month}01&end=${month}28`);
    expect(body.curve.estimated).toEqual([9, 10, 11, 12, 13]);
    expect(series(body, 'exported')!.values.some((v) => v !== null && v > 0)).toBe(true);
    const around = `start=${addDaysIso(`${month}01`, -1).slice(0, 8)}01&end=${addDaysIso(`${month}28`, 10).slice(0, 8)}01`;
    const monthly = await chart(DEMO.waiting, 'monthly', around);
    expect(monthly.curve.estimated).toEqual([1]);
  });

  it('gives the workshop’s quarter-hours, which add up to its hours', async () => {
    const day = `start=${days.juneWednesday}&end=${days.juneWednesday}`;
    const quarters = await chart(DEMO.sixPeriods, 'quarter-hourly', day, company);
    expect(quarters.curve).toMatchObject({ step: 'PT15M', count: 96, periods: 6 });
    const hours = await chart(DEMO.sixPeriods, 'hourly', day, company);
    const q = series(quarters, 'active')!.values as number[];
    expect(series(hours, 'active')!.values).toEqual(
      Array.from({ length: 24 }, (_, h) => q[4 * h]! + q[4 * h + 1]! + q[4 * h + 2]! + q[4 * h + 3]!),
    );
    // An hourly meter has no quarter-hours: the chart is empty, and the web says so.
    const none = await chart(DEMO.active, 'quarter-hourly', day);
    expect(series(none, 'active')!.values.every((v) => v === null)).toBe(true);
  });

  it('gives gas by day and month in one period, and no hours', async () => {
    const monthly = await chart(DEMO.gas, 'monthly', `start=${days.quarter.start}&end=${days.quarter.end}`);
    expect(monthly.curve).toMatchObject({ periods: 1, count: 3 });
    expect(series(monthly, 'active')!.values.every((v) => v !== null && v > 0)).toBe(true);
    expect(series(monthly, 'reactive')).toBeUndefined();
    expect(monthly.cost!.values.every((v) => v !== null && v > 0)).toBe(true);
    const hourly = await chart(DEMO.gas, 'hourly', `start=${days.quarter.start}&end=${days.quarter.start}`);
    expect(series(hourly, 'active')!.values.every((v) => v === null)).toBe(true);
  });

  it('adds the same range a year earlier on request', async () => {
    const yearBefore = (day: string) => `${Number(day.slice(0, 4)) - 1}${day.slice(4)}`;
    const body = await chart(DEMO.active, 'monthly', `start=${days.quarter.start}&end=${days.quarter.end}&compare=previous_year`);
    expect(body.previousYear!.curve).toMatchObject({ start: yearBefore(days.quarter.start).slice(0, 7), count: 3 });
    const february = days.february;
    const leap = await chart(DEMO.active, 'daily', `start=${february}&end=${february.slice(0, 8)}28&compare=previous_year`);
    expect(leap.previousYear!.curve).toMatchObject({ start: yearBefore(february), count: 28 });
  });

  it('draws the compared year exactly as the chart of that range alone (both read in one statement)', async () => {
    // Three whole months ending two months back, and the last spring clock change (a day of 23
    // hours) with the days around it; each a year earlier is read too.
    const quarter = `start=${days.quarter.start}&end=${days.quarter.end}`;
    const spring = `start=${addDaysIso(days.springChange, -1)}&end=${addDaysIso(days.springChange, 1)}`;
    for (const [type, query] of [
      ['monthly', quarter],
      ['hourly', spring],
    ] as const) {
      const both = await chart(DEMO.active, type, `${query}&compare=previous_year`);
      const range = previousYearRange({ start: query.slice(6, 16), end: query.slice(21) });
      const alone = await chart(DEMO.active, type, `start=${range.start}&end=${range.end}`);
      expect(series(alone, 'active')!.values.some((v) => v !== null && v > 0)).toBe(true);
      expect(both.previousYear).toEqual(alone);
      expect({ ...both, previousYear: undefined }).toEqual({ ...(await chart(DEMO.active, type, query)), previousYear: undefined });
    }
  });

  it('draws every chart type of the demo’s contracts through its one-pass path exactly as the general path draws it', async () => {
    const repo = new ConsumptionRepo(t.database.db);
    const choicesOf = tariffChoicesReader(t.database.db);
    const end = lastExpectedReading(today);
    const yearAgo = addDaysIso(end, -364);
    const ranges = { monthly: { start: addDaysIso(end, -730), end }, daily: { start: yearAgo, end }, hourly: { start: yearAgo, end } };
    const withReadings: string[] = [];
    for (const [name, token] of [
      [DEMO.active, marta],
      [DEMO.waiting, marta],
      [DEMO.gas, marta],
      [DEMO.sixPeriods, company],
    ] as const) {
      const [contract] = await rows<{ id: number; supply_point_id: number; tariff: string; price_list: string; type: string }>(
        t.database,
        sql`select c.id, c.supply_point_id, t.name as tariff, p.name as price_list, c.type from contracts c
              join tariffs t on t.id = c.tariff_id join price_lists p on p.id = c.price_list_id where c.name = ${name}`,
      );
      if (!contract) throw new Error(`no demo contract ${name}`);
      const choices = (await choicesOf([contract.id])).get(contract.id) ?? [];
      for (const type of ['monthly', 'daily', 'hourly', 'quarter-hourly'] as const) {
        const range = type === 'quarter-hourly' ? ranges.hourly : ranges[type];
        const drawn = await chart(name, type, `start=${range.start}&end=${range.end}`, token);
        const general = seriesChartPart({
          type,
          tariff: contract.tariff,
          range,
          days: await repo.days(contract.supply_point_id, range.start, range.end),
          lastReading: await repo.lastReading(contract.supply_point_id, today),
          prices: await repo.energyPrices(contract.price_list, contract.type === 'gas' ? 'gas' : 'electricity'),
          ...(choices.length > 0 ? { discountAt: (day: string, hour: number) => optionDiscountFraction(choices, day, hour) } : {}),
        });
        expect(JSON.stringify(drawn), `${name} ${type}`).toBe(JSON.stringify(general));
        // A monthly or daily chart asked again answers from the whole past months (or their days) the first one kept.
        const again = await chart(name, type, `start=${range.start}&end=${range.end}`, token);
        expect(JSON.stringify(again), `${name} ${type} again`).toBe(JSON.stringify(general));
        if (series(drawn, 'active')!.values.some((v) => v !== null && v > 0)) withReadings.push(`${name} ${type}`);
      }
    }
    // Months and days of all four, hours of the three electricity contracts, quarter-hours of the workshop.
    expect(withReadings).toHaveLength(12);
    const keptDays = await rows<{ months: number }>(
      t.database,
      sql`select count(*)::integer as months from consumption_months where days is not null`,
    );
    expect(keptDays[0]!.months).toBeGreaterThanOrEqual(4 * 10);
  });

  it('answers version 1 as columns of records from the same readings', async () => {
    const twoMonths = `start=${days.quarter.start}&end=${addDaysIso(`${days.quarter.end.slice(0, 8)}01`, -1)}`;
    const v2 = await chart(DEMO.active, 'monthly', twoMonths);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/contracts/${DEMO.active}/cch/chart/monthly/?${twoMonths}`,
      headers: bearer(marta),
    });
    expect(res.statusCode).toBe(200);
    const v1 = json<TCchChartV1>(res);
    expect(ZCchChartV1Schema.parse(v1)).toEqual(v1);
    expect(v1).toMatchObject({ start: days.quarter.start.slice(0, 7), step: 'P1M' });
    expect(v1.records.bucket).toEqual([0, 0, 0, 1, 1, 1]);
    expect(v1.records.period).toEqual([1, 2, 3, 1, 2, 3]);
    expect(v1.records.activa).toEqual([0, 1].flatMap((month) => [0, 1, 2].map((p) => series(v2, 'active')!.byPeriod![p]![month])));
    expect(v1.records.exportada.every((v) => v === null)).toBe(true);
    const hourly = await t.app.inject({
      method: 'GET',
      url: `/api/v1/contracts/${DEMO.active}/cch/chart/hourly/?start=${days.autumnChange}&end=${days.autumnChange}`,
      headers: bearer(marta),
    });
    expect(json<TCchChartV1>(hourly).records.bucket).toHaveLength(25);
  });

  it.each([
    ['start after end', 'monthly', 'start=2026-02-01&end=2026-01-01', { start: ['cch_invalid_date'] }],
    ['a day that does not exist', 'daily', 'start=2026-02-30&end=2026-03-01', { start: ['cch_invalid_date'] }],
    ['not a date', 'daily', 'start=yesterday&end=2026-03-01', { start: ['cch_invalid_date'] }],
    ['no end', 'daily', 'start=2026-03-01', { end: [expect.any(String)] }],
    ['two years of hours', 'hourly', 'start=2024-01-01&end=2025-12-31', { start: ['cch_range_too_long'] }],
    ['an unknown compare', 'daily', 'start=2026-03-01&end=2026-03-02&compare=everything', { compare: [expect.any(String)] }],
  ])('refuses %s with 400 and the field’s error', async (_, type, query, errors) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v2/contracts/${DEMO.active}/cch/chart/${type}/?${query}`,
      headers: bearer(marta),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(json(res).errors).toMatchObject(errors);
  });

  it.each(['weekly', 'HOURLY', '..', '%00'])('refuses the chart type %s with 400', async (type) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v2/contracts/${DEMO.active}/cch/chart/${type}/?start=2026-03-01&end=2026-03-02`,
      headers: bearer(marta),
    });
    expect([400, 404]).toContain(res.statusCode);
  });

  it('answers 404 for another customer’s contract and for one that does not exist, and 401 without a token', async () => {
    for (const name of [DEMO.sixPeriods, 'NO-SUCH']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v2/contracts/${name}/cch/chart/monthly/?start=2026-01-01&end=2026-01-31`,
        headers: bearer(marta),
      });
      expect(res.statusCode).toBe(404);
      expect(json(res).code).toBe('contract_not_found');
    }
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/v2/contracts/${DEMO.active}/cch/chart/monthly/?start=2026-01-01&end=2026-01-31`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('sends a year of hours as one compact answer, not an object per hour', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v2/contracts/${DEMO.active}/cch/chart/hourly/?start=${addDaysIso(days.lastRead, -364)}&end=${days.lastRead}`,
      headers: bearer(marta),
    });
    const body = json<TCchChartV2>(res);
    // 8,759 to 8,761 hours, as the year's clock changes fall inside it or not.
    const first = addDaysIso(days.lastRead, -364);
    const hours = Array.from({ length: 365 }, (_, day) => madridClockHours(addDaysIso(first, day)).length).reduce((a, b) => a + b, 0);
    expect(body.curve.count).toBe(hours);
    // 8,760 hours of active and reactive energy, their periods and costs: about 10 bytes an hour.
    expect(res.body.length).toBeLessThan(8760 * 4 * 8);
  });
});
