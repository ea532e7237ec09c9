import { describe, expect, it } from 'vitest';
import { curveBuckets } from './cch-buckets.ts';
import { dayProfile, hourReadings, isWeekend, monthHeatMap, readingMonths } from './hourly-views.ts';

describe('hourReadings', () => {
  it('adds quarter-hours up into their metered hour, the repeated autumn hour kept apart', () => {
    const buckets = curveBuckets({ type: 'quarter-hourly', start: '2025-10-26T00:00+02:00', count: 100 });
    const values = buckets.map((_, i) => (i === 1 ? null : 10));
    const readings = hourReadings(buckets, values);
    expect(readings).toHaveLength(25);
    expect(readings[0]).toEqual({ day: '2025-10-26', hour: 0, value: 30 });
    expect(readings.filter((r) => r.hour === 2)).toHaveLength(2);
  });

  it('an hour without any reading stays null', () => {
    const buckets = curveBuckets({ type: 'quarter-hourly', start: '2025-01-06T00:00+01:00', count: 96 });
    const readings = hourReadings(
      buckets,
      buckets.map((_, i) => (i < 4 ? null : 1)),
    );
    expect(readings[0]!.value).toBeNull();
    expect(readings[1]!.value).toBe(4);
  });
});

describe('dayProfile (average weekday and weekend day, 24 points)', () => {
  it('averages each clock hour over weekdays and weekends apart', () => {
    // Friday 2025-01-10 to Sunday 2025-01-12: one weekday, two weekend days.
    const buckets = curveBuckets({ type: 'hourly', start: '2025-01-10T00:00+01:00', count: 72 });
    const values = buckets.map((b) => (b.day === '2025-01-10' ? 100 : b.day === '2025-01-11' ? 200 : b.hour === 5 ? null : 400));
    const profile = dayProfile(hourReadings(buckets, values));
    expect(profile.weekday).toHaveLength(24);
    expect(profile.weekend).toHaveLength(24);
    expect(profile.weekday.every((v) => v === 100)).toBe(true);
    expect(profile.weekend[0]).toBe(300);
    expect(profile.weekend[5]).toBe(200);
    expect(isWeekend('2025-01-11')).toBe(true);
    expect(isWeekend('2025-01-13')).toBe(false);
  });

  it('the spring change (a Sunday) gives hour 2 no reading; the autumn one two', () => {
    const spring = curveBuckets({ type: 'hourly', start: '2025-03-30T00:00+01:00', count: 23 });
    expect(
      dayProfile(
        hourReadings(
          spring,
          spring.map(() => 100),
        ),
      ).weekend[2],
    ).toBeNull();
    const autumn = curveBuckets({ type: 'hourly', start: '2025-10-26T00:00+02:00', count: 25 });
    const values = autumn.map((b) => (b.hour === 2 ? (b.offset === '+02:00' ? 100 : 300) : 50));
    expect(dayProfile(hourReadings(autumn, values)).weekend[2]).toBe(200);
  });
});

describe('monthHeatMap (hour × day of a month)', () => {
  it('draws only the days of the range: one day is one row', () => {
    const buckets = curveBuckets({ type: 'hourly', start: '2025-06-15T00:00+02:00', count: 24 });
    const map = monthHeatMap(
      hourReadings(
        buckets,
        buckets.map((_, index) => (index === 5 ? null : 10)),
      ),
      '2025-06',
    );
    expect(map.days).toEqual(['2025-06-15']);
    expect(map.cells).toHaveLength(23);
    expect(new Set(map.cells.map(([, row]) => row))).toEqual(new Set([0]));
  });

  it('a range across months keeps each month to its own days of the range', () => {
    const buckets = curveBuckets({ type: 'hourly', start: '2025-06-29T00:00+02:00', count: 24 * 4 });
    const readings = hourReadings(
      buckets,
      buckets.map(() => 1),
    );
    expect(monthHeatMap(readings, '2025-06').days).toEqual(['2025-06-29', '2025-06-30']);
    expect(monthHeatMap(readings, '2025-07').days).toEqual(['2025-07-01', '2025-07-02']);
  });

  it('has every day of the month as a row and one cell per hour with a reading', () => {
    const buckets = curveBuckets({ type: 'hourly', start: '2025-10-25T00:00+02:00', count: 24 + 25 + 24 });
    const readings = hourReadings(
      buckets,
      buckets.map(() => 1000),
    );
    expect(readingMonths(readings)).toEqual(['2025-10']);
    const map = monthHeatMap(readings, '2025-10');
    expect(map.days).toEqual(['2025-10-25', '2025-10-26', '2025-10-27']);
    // Three days of readings; the autumn change day has 24 cells, its 02:00 holding both hours.
    expect(map.cells).toHaveLength(72);
    expect(map.cells.find(([hour, row]) => hour === 2 && row === 1)?.[2]).toBe(2000);
    expect(map.min).toBe(1000);
    expect(map.max).toBe(2000);
  });

  it('leaves the missing spring hour and readings of other months out', () => {
    const buckets = curveBuckets({ type: 'hourly', start: '2025-03-30T00:00+01:00', count: 23 + 24 + 24 });
    const map = monthHeatMap(
      hourReadings(
        buckets,
        buckets.map(() => 5),
      ),
      '2025-03',
    );
    expect(map.days).toEqual(['2025-03-30', '2025-03-31']);
    expect(map.cells).toHaveLength(23 + 24);
    expect(map.cells.some(([hour, row]) => hour === 2 && row === 0)).toBe(false);
    expect(monthHeatMap([], '2025-02')).toEqual({ days: expect.any(Array), cells: [], min: 0, max: 0 });
    expect(monthHeatMap([], '2024-02').days).toHaveLength(29);
  });
});
