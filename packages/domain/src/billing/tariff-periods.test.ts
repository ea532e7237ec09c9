import { describe, expect, it } from 'vitest';
import { isNationalHoliday, madridClockHours, tariffPeriodOfHour, tariffPeriodsOfDay } from './tariff-periods.ts';

const dayPeriods = (tariff: string, date: string) => Array.from({ length: 24 }, (_, hour) => tariffPeriodOfHour(tariff, date, hour));

describe('tariffPeriodOfHour, 2.0TD', () => {
  it('splits a working day into P3 at night, P2 shoulders and P1 peaks', () => {
    // Wednesday 2025-03-12.
    expect(dayPeriods('2.0TD', '2025-03-12')).toEqual([3, 3, 3, 3, 3, 3, 3, 3, 2, 2, 1, 1, 1, 1, 2, 2, 2, 2, 1, 1, 1, 1, 2, 2]);
  });

  it('bills weekends and fixed national holidays all day as P3', () => {
    expect(new Set(dayPeriods('2.0TD', '2025-03-15'))).toEqual(new Set([3])); // Saturday
    expect(new Set(dayPeriods('2.0TD', '2025-03-16'))).toEqual(new Set([3])); // Sunday
    expect(new Set(dayPeriods('2.0TD', '2025-12-08'))).toEqual(new Set([3])); // Monday, Immaculate Conception
    expect(new Set(dayPeriods('2.0TD', '2025-01-06'))).toEqual(new Set([3])); // Monday, Epiphany
  });

  it('keeps Good Friday, a holiday without fixed date, as a working day', () => {
    expect(tariffPeriodOfHour('2.0TD', '2025-04-18', 11)).toBe(1);
    expect(isNationalHoliday('2025-04-18')).toBe(false);
  });
});

describe('tariffPeriodOfHour, 3.0TD and 6.1TD', () => {
  const peakAndShoulder = (tariff: string, date: string) => [
    tariffPeriodOfHour(tariff, date, 3),
    tariffPeriodOfHour(tariff, date, 8),
    tariffPeriodOfHour(tariff, date, 10),
    tariffPeriodOfHour(tariff, date, 15),
    tariffPeriodOfHour(tariff, date, 19),
    tariffPeriodOfHour(tariff, date, 23),
  ];

  it('follows the peninsular season of each month on working days', () => {
    expect(peakAndShoulder('3.0TD', '2025-01-15')).toEqual([6, 2, 1, 2, 1, 2]); // high season
    expect(peakAndShoulder('3.0TD', '2025-07-15')).toEqual([6, 2, 1, 2, 1, 2]);
    expect(peakAndShoulder('3.0TD', '2025-03-12')).toEqual([6, 3, 2, 3, 2, 3]); // medium-high
    expect(peakAndShoulder('3.0TD', '2025-11-12')).toEqual([6, 3, 2, 3, 2, 3]);
    expect(peakAndShoulder('3.0TD', '2025-06-11')).toEqual([6, 4, 3, 4, 3, 4]); // medium
    expect(peakAndShoulder('3.0TD', '2025-09-10')).toEqual([6, 4, 3, 4, 3, 4]);
    expect(peakAndShoulder('3.0TD', '2025-04-16')).toEqual([6, 5, 4, 5, 4, 5]); // low
    expect(peakAndShoulder('6.1TD', '2025-10-15')).toEqual([6, 5, 4, 5, 4, 5]);
  });

  it('puts 9:00 in the peak and 8:00 in the shoulder, unlike 2.0TD', () => {
    expect(tariffPeriodOfHour('3.0TD', '2025-01-15', 9)).toBe(1);
    expect(tariffPeriodOfHour('2.0TD', '2025-01-15', 9)).toBe(2);
  });

  it('bills weekends and national holidays as P6', () => {
    expect(new Set(dayPeriods('3.0TD', '2025-01-18'))).toEqual(new Set([6]));
    expect(new Set(dayPeriods('3.0TD', '2025-08-15'))).toEqual(new Set([6]));
  });

  it('rejects gas tariffs, impossible dates and hours', () => {
    expect(() => tariffPeriodOfHour('RL.1', '2025-01-15', 3)).toThrow('billing_unknown_tariff');
    expect(() => tariffPeriodOfHour('2.0TD', '2025-02-30', 3)).toThrow('billing_invalid_date');
    expect(() => tariffPeriodOfHour('2.0TD', '2025-02-03', 24)).toThrow('billing_invalid_hour');
  });
});

describe('madridClockHours', () => {
  it('skips 02:00 on the last Sunday of March and repeats it on the last Sunday of October', () => {
    expect(madridClockHours('2025-03-30')).toHaveLength(23);
    expect(madridClockHours('2025-03-30').slice(0, 3)).toEqual([0, 1, 3]);
    expect(madridClockHours('2025-10-26')).toHaveLength(25);
    expect(madridClockHours('2025-10-26').slice(0, 5)).toEqual([0, 1, 2, 2, 3]);
    expect(madridClockHours('2026-03-29')).toHaveLength(23);
    expect(madridClockHours('2026-10-25')).toHaveLength(25);
  });

  it('gives every other day 24 hours, including the Sundays before the change', () => {
    expect(madridClockHours('2025-03-23')).toHaveLength(24);
    expect(madridClockHours('2025-10-19')).toHaveLength(24);
    expect(madridClockHours('2024-02-29')).toEqual(Array.from({ length: 24 }, (_, h) => h));
  });

  it('agrees with the time zone database for two years of days', () => {
    for (let day = Date.UTC(2024, 0, 1); day < Date.UTC(2026, 0, 1); day += 86_400_000) {
      const date = new Date(day).toISOString().slice(0, 10);
      expect(madridClockHours(date).length, date).toBe(hoursInMadridDay(date));
    }
  });
});

// Length of a local day from Intl: the UTC offset at its start and at the next day's start.
const madridOffset = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Madrid', timeZoneName: 'shortOffset' });
function hoursInMadridDay(date: string): number {
  const offset = (ms: number) => {
    const name = madridOffset.formatToParts(ms).find((p) => p.type === 'timeZoneName')!.value;
    return Number(name.replace('GMT', '') || 0);
  };
  const start = Date.parse(`${date}T00:00:00Z`);
  const next = start + 86_400_000;
  return 24 - (offset(next) - offset(start));
}

describe('tariffPeriodsOfDay', () => {
  it('gives the period of every metered hour, the repeated hour of October twice', () => {
    const october = tariffPeriodsOfDay('2.0TD', '2025-10-27');
    expect(october).toEqual(dayPeriods('2.0TD', '2025-10-27'));
    expect(tariffPeriodsOfDay('2.0TD', '2025-10-26')).toEqual(new Array(25).fill(3)); // Sunday, 25 hours
    expect(tariffPeriodsOfDay('3.0TD', '2026-03-29')).toHaveLength(23);
  });
});
