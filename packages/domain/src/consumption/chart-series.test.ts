import { describe, expect, it } from 'vitest';
import { madridClockHours } from '../billing/tariff-periods.ts';
import { chartSeries, daysOfRange, monthsOfRange } from './chart-series.ts';
import type { TMeteredDay } from './metered-days.ts';

const flat = (day: string, wh = 100, slotsPerHour: 1 | 4 = 1): TMeteredDay => ({
  day,
  values: new Array(madridClockHours(day).length * slotsPerHour).fill(wh),
});

describe('chart data, compact', () => {
  it('lists the days of a range, both ends included, across a month end', () => {
    expect(daysOfRange({ start: '2025-10-30', end: '2025-11-02' })).toEqual(['2025-10-30', '2025-10-31', '2025-11-01', '2025-11-02']);
    // Counted on the calendar: the same days a Date a day gives, leap years (2000, 2024) and 1900 and 2100 included.
    for (const [start, end] of [
      ['1899-12-25', '1900-03-05'],
      ['1999-12-01', '2001-01-10'],
      ['2023-12-20', '2026-03-02'],
      ['2099-12-30', '2100-03-01'],
    ] as const) {
      const expected: string[] = [];
      for (let at = Date.parse(`${start}T00:00:00Z`); at <= Date.parse(`${end}T00:00:00Z`); at += 86_400_000) {
        expected.push(new Date(at).toISOString().slice(0, 10));
      }
      expect(daysOfRange({ start, end })).toEqual(expected);
    }
    expect(daysOfRange({ start: '2025-03-02', end: '2025-03-01' })).toEqual([]);
    expect(daysOfRange({ start: '2025-03-01', end: '2025-03-01' })).toEqual(['2025-03-01']);
    expect(daysOfRange({ start: '2025-03-01', end: 'tomorrow' })).toEqual([]);
    expect(daysOfRange({ start: 'today', end: '2025-03-01' })).toEqual([]);
  });

  it('lists the months of a range: those of its days, each once, whatever the range', () => {
    const ranges = [
      ['1899-12-25', '1900-03-05'],
      ['1999-12-01', '2001-01-10'],
      ['2024-02-29', '2024-03-01'],
      ['2025-01-01', '2025-12-31'],
      ['2025-01-31', '2025-02-01'],
      ['2025-03-15', '2025-03-15'],
      ['2025-12-31', '2026-01-01'],
      ['2025-03-02', '2025-03-01'],
      ['2025-03-01', '2025-02-28'],
      ['2025-02-30', '2025-03-01'],
      ['2025-03-01', '2025-04-00'],
      ['2025-03-01', 'tomorrow'],
      ['today', '2025-03-01'],
      ['2025-13-01', '2026-01-01'],
    ] as const;
    for (const [start, end] of ranges) {
      expect(monthsOfRange({ start, end }), `${start} to ${end}`).toEqual([
        ...new Set(daysOfRange({ start, end }).map((day) => day.slice(0, 7))),
      ]);
    }
    expect(monthsOfRange({ start: '2025-11-15', end: '2026-02-01' })).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });

  it('hourly over the autumn change: 24 + 25 buckets from midnight at +02:00, a missing day as nulls', () => {
    const series = chartSeries(
      'hourly',
      '2.0TD',
      { start: '2025-10-25', end: '2025-10-27' },
      { active: [flat('2025-10-26', 7), flat('2025-10-25', 5)] },
    );
    expect(series).toMatchObject({ start: '2025-10-25T00:00+02:00', step: 'PT1H', count: 24 + 25 + 24, periods: 3 });
    const [active] = series.magnitudes;
    expect(active!.values.slice(0, 24)).toEqual(new Array(24).fill(5));
    expect(active!.values.slice(24, 49)).toEqual(new Array(25).fill(7));
    expect(active!.values.slice(49)).toEqual(new Array(24).fill(null));
    // Saturday and Sunday all P3; Monday 27 October from 08:00 in P2 and P1.
    expect(series.periodOf!.slice(0, 49)).toEqual(new Array(49).fill(3));
    expect(series.periodOf![49 + 10]).toBe(1);
    expect(active!.byPeriod).toBeUndefined();
  });

  it('quarter-hourly over the spring change: 92 buckets, each in the period of its hour', () => {
    const series = chartSeries(
      'quarter-hourly',
      '3.0TD',
      { start: '2025-03-30', end: '2025-03-30' },
      { active: [flat('2025-03-30', 1, 4)] },
    );
    expect(series).toMatchObject({ start: '2025-03-30T00:00+01:00', step: 'PT15M', count: 92, periods: 6 });
    expect(series.periodOf).toEqual(new Array(92).fill(6));
  });

  it('daily and monthly: totals and the split by period, months of 743 and 745 hours, gaps as null', () => {
    const days = [...daysOfRange({ start: '2025-03-01', end: '2025-03-31' }), ...daysOfRange({ start: '2025-10-01', end: '2025-10-31' })];
    const monthly = chartSeries(
      'monthly',
      '2.0TD',
      { start: '2025-03-01', end: '2025-10-31' },
      { active: days.map((day) => flat(day, 1)) },
    );
    expect(monthly).toMatchObject({ start: '2025-03', step: 'P1M', count: 8 });
    const [active] = monthly.magnitudes;
    expect(active!.values).toEqual([743, null, null, null, null, null, null, 745]);
    expect(active!.byPeriod).toHaveLength(3);
    expect(active!.byPeriod!.reduce((sum, period) => sum + period[0]!, 0)).toBe(743);
    expect(active!.byPeriod!.reduce((sum, period) => sum + period[7]!, 0)).toBe(745);
    expect(active!.byPeriod![0]![1]).toBeNull();

    const daily = chartSeries(
      'daily',
      '2.0TD',
      { start: '2025-10-25', end: '2025-10-26' },
      { active: [flat('2025-10-26'), flat('2025-10-25')] },
    );
    expect(daily).toMatchObject({ start: '2025-10-25', step: 'P1D', count: 2 });
    expect(daily.magnitudes[0]!.byPeriod).toEqual([
      [0, 0],
      [0, 0],
      [2400, 2500],
    ]);
  });

  it('carries each magnitude given, and ignores readings outside the range', () => {
    const series = chartSeries(
      'daily',
      '2.0TD',
      { start: '2025-06-04', end: '2025-06-04' },
      { active: [flat('2025-06-04', 10), flat('2025-06-05', 99)], exported: [flat('2025-06-04', 2)] },
    );
    expect(series.magnitudes.map((m) => [m.magnitude, m.values])).toEqual([
      ['active', [240]],
      ['exported', [48]],
    ]);
  });

  it('refuses a day of readings whose length does not match its hours', () => {
    expect(() =>
      chartSeries(
        'hourly',
        '2.0TD',
        { start: '2025-10-26', end: '2025-10-26' },
        { active: [{ day: '2025-10-26', values: new Array(24).fill(1) }] },
      ),
    ).toThrow(/25 hours/);
  });
});
