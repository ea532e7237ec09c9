import { describe, expect, it } from 'vitest';
import { cchChartPart, previousYearRange, type TStoredDay } from './cch-chart.ts';
import { chartV1 } from './chart-v1.ts';
import { datedValueOn, slotCostCents } from './energy-cost.ts';
import { dayByPeriod, hourlyOf } from './metered-days.ts';

const flat = (n: number, value = 100) => new Array<number>(n).fill(value);
const stored = (day: string, active: (number | null)[], extra: Partial<TStoredDay> = {}): TStoredDay => ({
  day,
  active,
  exported: null,
  reactive: null,
  estimated: [],
  ...extra,
});
// 2.0TD, one price a period: P1 0.20, P2 0.15, P3 0.10 €/kWh.
const PRICES = [[{ from: '2020-01-01', value: 0.2 }], [{ from: '2020-01-01', value: 0.15 }], [{ from: '2020-01-01', value: 0.1 }]];

describe('hourlyOf', () => {
  it('adds quarter-hours up to hours, a missing quarter missing the hour', () => {
    const quarters = flat(96, 10);
    quarters[5] = null as unknown as number;
    const hours = hourlyOf({ day: '2026-06-10', values: quarters })!;
    expect(hours).toHaveLength(24);
    expect(hours[0]).toBe(40);
    expect(hours[1]).toBeNull();
  });

  it('keeps hours, knows 100 quarter-hours on the autumn change, and has no hours for a reading of the whole day', () => {
    expect(hourlyOf({ day: '2026-06-10', values: flat(24) })).toEqual(flat(24));
    expect(hourlyOf({ day: '2025-10-26', values: flat(100, 1) })).toEqual(flat(25, 4));
    expect(hourlyOf({ day: '2026-01-10', values: [9000] })).toBeNull();
  });
});

describe('dayByPeriod of gas and gaps', () => {
  it('gives gas one period, and counts a gap as nothing', () => {
    expect(dayByPeriod('RL.1', { day: '2026-01-10', values: [9000] })).toEqual([9000]);
    const values: (number | null)[] = flat(24);
    values[3] = null;
    expect(dayByPeriod('2.0TD', { day: '2026-06-13', values }).reduce((a, b) => a + b, 0)).toBe(2300);
  });
});

describe('energy cost', () => {
  it('reads the price in force on a day', () => {
    const prices = [
      { from: '2025-01-01', value: 1 },
      { from: '2025-06-16', value: 2 },
      { from: '2026-01-01', value: 3, to: '2026-01-31' },
    ];
    expect(datedValueOn(prices, '2024-12-31')).toBeNull();
    expect(datedValueOn(prices, '2025-06-15')).toBe(1);
    expect(datedValueOn(prices, '2025-06-16')).toBe(2);
    expect(datedValueOn(prices, '2026-02-01')).toBeNull();
  });

  it('prices each hour at its period and the option’s discount (a Saturday is all P3)', () => {
    // Wednesday 10 June 2026: 00–08 P3, 08–10 P2, 10–14 P1, 14–18 P2, 18–22 P1, 22–24 P2.
    const cents = slotCostCents('2.0TD', { day: '2026-06-10', values: flat(24, 1000) }, PRICES) as number[];
    expect(cents[0]).toBeCloseTo(10);
    expect(cents[8]).toBeCloseTo(15);
    expect(cents[10]).toBeCloseTo(20);
    const halfAtTen = slotCostCents('2.0TD', { day: '2026-06-10', values: flat(24, 1000) }, PRICES, (_, hour) => (hour === 10 ? 0.5 : 0));
    expect(halfAtTen[10]).toBeCloseTo(10);
    expect(halfAtTen[11]).toBeCloseTo(20);
    const saturday = slotCostCents('2.0TD', { day: '2026-06-13', values: flat(24, 1000) }, PRICES) as number[];
    expect(saturday.every((c) => Math.abs(c - 10) < 1e-9)).toBe(true);
  });

  it('names the clock hour of the autumn change’s repeated 02:00 for the discount', () => {
    const hours: number[] = [];
    slotCostCents('2.0TD', { day: '2025-10-26', values: flat(25) }, PRICES, (_, hour) => {
      hours.push(hour);
      return 0;
    });
    expect(hours.slice(0, 5)).toEqual([0, 1, 2, 2, 3]);
  });

  it('prices gas by its one reading a day, and nothing without a price or a reading', () => {
    expect(slotCostCents('RL.1', { day: '2026-01-10', values: [10_000] }, [[{ from: '2026-01-01', value: 0.06 }]])).toEqual([
      expect.closeTo(60, 9),
    ]);
    expect(slotCostCents('2.0TD', { day: '2019-01-10', values: [null, ...flat(23)] }, PRICES).every((c) => c === null)).toBe(true);
  });
});

describe('cchChartPart', () => {
  const days = [
    stored('2025-10-25', flat(24), { reactive: flat(24, 20), estimated: [] }),
    stored('2025-10-26', flat(25), { reactive: flat(25, 20), estimated: [2] }),
    stored('2025-10-28', [null, ...flat(23)], { reactive: flat(24, 20) }),
  ];
  const range = { start: '2025-10-25', end: '2025-10-28' };

  it('sums days by period, leaves a day without readings empty and marks a day with an estimated hour', () => {
    const part = cchChartPart({ type: 'daily', tariff: '2.0TD', range, days, lastReading: '2025-10-28', prices: PRICES });
    expect(part.curve).toMatchObject({ start: '2025-10-25', count: 4, periods: 3, estimated: [1], lastReading: '2025-10-28' });
    const [active, reactive] = part.magnitudes.elements;
    expect(active!.values).toEqual([2400, 2500, null, 2300]);
    expect(reactive!.values).toEqual([480, 500, null, 480]);
    // Weekend and Tuesday: the cost is 0.1 €/kWh all day at the weekend.
    expect(part.cost!.values[0]).toBe(24);
    expect(part.cost!.values[2]).toBeNull();
  });

  it('gives hours across the 25-hour day and marks the estimated hour only', () => {
    const part = cchChartPart({
      type: 'hourly',
      tariff: '2.0TD',
      range: { start: '2025-10-26', end: '2025-10-26' },
      days,
      lastReading: null,
    });
    expect(part.curve).toMatchObject({ count: 25, start: '2025-10-26T00:00+02:00', estimated: [2] });
    expect(part.cost).toBeNull();
  });

  it('has no exported series when no day has one, and a month with an estimated hour is marked', () => {
    const part = cchChartPart({
      type: 'monthly',
      tariff: '2.0TD',
      range: { start: '2025-09-01', end: '2025-10-31' },
      days,
      lastReading: null,
    });
    expect(part.magnitudes.elements.map((e) => e.magnitude)).toEqual(['active', 'reactive']);
    expect(part.curve.estimated).toEqual([1]);
    expect(part.magnitudes.elements[0]!.values).toEqual([null, 7200]);
  });

  it('gives version 1 records from the same buckets', () => {
    const part = cchChartPart({
      type: 'hourly',
      tariff: '2.0TD',
      range: { start: '2025-10-28', end: '2025-10-28' },
      days,
      lastReading: null,
    });
    const v1 = chartV1(part);
    // The first hour has no reading: 23 records, from bucket 1, each with its period.
    expect(v1.records.bucket).toEqual(Array.from({ length: 23 }, (_, i) => i + 1));
    expect(v1.records.period).toEqual(part.curve.periodOf!.slice(1));
    expect(v1.records.reactiva).toEqual(flat(23, 20));
    expect(v1.records.exportada.every((v) => v === null)).toBe(true);
  });
});

describe('previousYearRange', () => {
  it('moves back a year, 29 February to the 28th', () => {
    expect(previousYearRange({ start: '2025-03-01', end: '2026-02-28' })).toEqual({ start: '2024-03-01', end: '2025-02-28' });
    expect(previousYearRange({ start: '2024-02-29', end: '2024-02-29' })).toEqual({ start: '2023-02-28', end: '2023-02-28' });
  });
});
