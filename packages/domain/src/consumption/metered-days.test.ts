import { describe, expect, it } from 'vitest';
import { madridClockHours } from '../billing/tariff-periods.ts';
import { dayByPeriod, madridHours, slotsOfDay, sumByPeriod, type TMeteredDay } from './metered-days.ts';

/** A day of readings: `wh` in every metered slot. */
const flat = (day: string, wh = 100, slotsPerHour: 1 | 4 = 1): TMeteredDay => ({
  day,
  values: new Array(madridClockHours(day).length * slotsPerHour).fill(wh),
});

/** Every day of a month, YYYY-MM-DD. */
const daysOf = (month: string) => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const count = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return Array.from({ length: count }, (_, index) => `${month}-${String(index + 1).padStart(2, '0')}`);
};

describe('the hours of a Madrid day (clock changes right everywhere)', () => {
  it('has 23 hours on the spring change, no 02:00, the offset moving from +01:00 to +02:00', () => {
    const hours = madridHours('2025-03-30');
    expect(hours).toHaveLength(23);
    expect(hours.map((h) => h.hour)).not.toContain(2);
    expect(hours.slice(0, 3)).toEqual([
      { hour: 0, offset: '+01:00' },
      { hour: 1, offset: '+01:00' },
      { hour: 3, offset: '+02:00' },
    ]);
  });

  it('has 25 hours on the autumn change, 02:00 twice and told apart by its offset', () => {
    const hours = madridHours('2025-10-26');
    expect(hours).toHaveLength(25);
    expect(hours.slice(1, 5)).toEqual([
      { hour: 1, offset: '+02:00' },
      { hour: 2, offset: '+02:00' },
      { hour: 2, offset: '+01:00' },
      { hour: 3, offset: '+01:00' },
    ]);
  });

  it.each([
    ['2025-01-15', '+01:00'],
    ['2025-03-29', '+01:00'],
    ['2025-03-31', '+02:00'],
    ['2025-07-01', '+02:00'],
    ['2025-10-25', '+02:00'],
    ['2025-10-27', '+01:00'],
    ['2024-04-01', '+02:00'],
  ])('%s is all %s', (day, offset) => {
    expect(new Set(madridHours(day).map((h) => h.offset))).toEqual(new Set([offset]));
  });

  it('finds the changes of any year: 2024 changed on 31 March and 27 October', () => {
    expect([madridHours('2024-03-31').length, madridHours('2024-10-27').length, madridHours('2024-10-20').length]).toEqual([23, 25, 24]);
  });

  it('counts the quarter-hours of a day: 92, 96 and 100', () => {
    expect([slotsOfDay('2025-03-30', 4), slotsOfDay('2025-06-01', 4), slotsOfDay('2025-10-26', 4)]).toEqual([92, 96, 100]);
  });
});

describe('readings by tariff period', () => {
  it('splits a 2.0TD working day 8 hours each into P1, P2 and P3', () => {
    // Wednesday 2025-06-04: P1 10-14 and 18-22, P2 8-10, 14-18, 22-24, P3 0-8.
    expect(dayByPeriod('2.0TD', flat('2025-06-04'))).toEqual([800, 800, 800]);
  });

  it('puts a weekend and a national holiday wholly in P3 (2.0TD) and P6 (3.0TD)', () => {
    expect(dayByPeriod('2.0TD', flat('2025-06-07'))).toEqual([0, 0, 2400]);
    // Thursday 2025-12-25, Christmas.
    expect(dayByPeriod('2.0TD', flat('2025-12-25'))).toEqual([0, 0, 2400]);
    expect(dayByPeriod('3.0TD', flat('2025-12-25'))).toEqual([0, 0, 0, 0, 0, 2400]);
  });

  it('takes a 3.0TD day in its season: January peaks in P1, April in P4', () => {
    // Wednesday 2025-01-15: 9-14 and 18-22 P1 (9 h), 8-9 and 14-18 and 22-24 P2 (7 h), 0-8 P6 (8 h).
    expect(dayByPeriod('3.0TD', flat('2025-01-15'))).toEqual([900, 700, 0, 0, 0, 800]);
    expect(dayByPeriod('3.0TD', flat('2025-04-16'))).toEqual([0, 0, 0, 900, 700, 800]);
  });

  it('sums the 23 hours of the spring change and the 25 of the autumn one (both Sundays: P3)', () => {
    expect(dayByPeriod('2.0TD', flat('2025-03-30'))).toEqual([0, 0, 2300]);
    expect(dayByPeriod('2.0TD', flat('2025-10-26'))).toEqual([0, 0, 2500]);
  });

  it('sums quarter-hours into the period of their hour', () => {
    const day = flat('2025-06-04', 25, 4);
    expect(dayByPeriod('3.0TD', day, 4)).toEqual([0, 0, 900, 700, 0, 800]);
    expect(dayByPeriod('3.0TD', flat('2025-10-26', 25, 4), 4)).toEqual([0, 0, 0, 0, 0, 2500]);
  });

  it('refuses a day whose values do not match its clock hours', () => {
    expect(() => dayByPeriod('2.0TD', { day: '2025-03-30', values: new Array(24).fill(1) })).toThrow(/23 hours/);
    expect(() => dayByPeriod('2.0TD', { day: '2025-10-26', values: new Array(24).fill(1) })).toThrow(/25 hours/);
    expect(() => dayByPeriod('2.0TD', flat('2025-06-04'), 4)).toThrow();
  });
});

describe('days and months of readings', () => {
  it('gives March 743 hours and October 745, each month in its own bucket', () => {
    const days = [...daysOf('2025-03'), ...daysOf('2025-10')].map((day) => flat(day, 1));
    const months = sumByPeriod('2.0TD', days.reverse(), 'month');
    expect(months.keys).toEqual(['2025-03', '2025-10']);
    const total = (index: number) => months.byPeriod.reduce((sum, period) => sum + period[index]!, 0);
    expect([total(0), total(1)]).toEqual([743, 745]);
  });

  it('keeps days apart, in order, by period', () => {
    const days = sumByPeriod('2.0TD', [flat('2025-10-26'), flat('2025-10-24')], 'day');
    expect(days.keys).toEqual(['2025-10-24', '2025-10-26']);
    // Friday: 8 h each; Sunday of the autumn change: 25 h of P3.
    expect(days.byPeriod).toEqual([
      [800, 0],
      [800, 0],
      [800, 2500],
    ]);
  });

  it('is empty without readings', () => {
    expect(sumByPeriod('3.0TD', [], 'month')).toEqual({ keys: [], byPeriod: [[], [], [], [], [], []] });
  });
});
