import { daysInMonth } from '../billing/billing-dates.ts';
import { tariffPeriodsOfDay } from '../billing/tariff-periods.ts';
import type { TCchChartType, TCchRange } from './cch-range.ts';
import {
  checkSlots,
  energyPeriodCount,
  isGasTariff,
  madridHours,
  sumByPeriod,
  type TMeteredDay,
  type TSlotsPerHour,
} from './metered-days.ts';

/**
 * A consumption chart's data, compact (start, step and arrays of values, not one
 * object per hour): the first bucket and the step, then one array per series. Buckets are
 * continuous over the asked range, so a day without readings is a gap (null), never a missing
 * position: the web places bucket i at start + i × step. Hours and quarter-hours step in
 * absolute time from the first day's midnight, which keeps the 23- and 25-hour days right; the
 * web names each with madridHours.
 */
export interface TChartSeries {
  type: TCchChartType;
  /** First bucket: 'YYYY-MM' (monthly), 'YYYY-MM-DD' (daily), 'YYYY-MM-DDT00:00+01:00' (hourly, quarter-hourly). */
  start: string;
  step: 'P1M' | 'P1D' | 'PT1H' | 'PT15M';
  count: number;
  /** How many tariff periods the contract's access tariff has (3 or 6). */
  periods: number;
  /** Hourly and quarter-hourly: the tariff period (1 = P1) of each bucket. */
  periodOf?: number[];
  /** One per magnitude given: the total of each bucket, and for days and months the same split by period. */
  magnitudes: TMagnitudeSeries[];
}

export type TMagnitude = 'active' | 'exported' | 'reactive';

export interface TMagnitudeSeries {
  magnitude: TMagnitude;
  /** Wh (active, exported) or varh (reactive) per bucket; null where there is no reading. */
  values: (number | null)[];
  /** Monthly and daily: byPeriod[p][i], the energy of period p + 1 in bucket i (null where values[i] is). */
  byPeriod?: (number | null)[][];
}

const STEP = { monthly: 'P1M', daily: 'P1D', hourly: 'PT1H', 'quarter-hourly': 'PT15M' } as const;

const TWO_DIGITS = Array.from({ length: 32 }, (_, n) => String(n).padStart(2, '0'));

/**
 * Every local day from start to end, both included: counted on the calendar, not through a Date
 * per day (every chart and download of a year lists its 365 days).
 */
export function daysOfRange(range: TCchRange): string[] {
  const days: string[] = [];
  let [year, month, day] = range.start.split('-').map(Number) as [number, number, number];
  // Not days (a range not checked yet): none, rather than counting for ever towards a bad end.
  if (!(year > 0 && month >= 1 && month <= 12 && day >= 1) || !/^\d{4}-\d{2}-\d{2}$/.test(range.end)) return days;
  for (;;) {
    const text = `${year}-${TWO_DIGITS[month]}-${TWO_DIGITS[day]}`;
    if (text > range.end) return days;
    days.push(text);
    day++;
    if (day > daysInMonth(year, month)) {
      day = 1;
      month++;
      if (month === 13) {
        month = 1;
        year++;
      }
    }
  }
}

/**
 * The months ('YYYY-MM') of the days daysOfRange lists, in order, each once: counted by month, as
 * a monthly chart's buckets need no string per day (a year's were a twentieth of its CPU once its
 * months were kept).
 */
export function monthsOfRange(range: TCchRange): string[] {
  const months: string[] = [];
  let [year, month, day] = range.start.split('-').map(Number) as [number, number, number];
  if (!(year > 0 && month >= 1 && month <= 12 && day >= 1) || !/^\d{4}-\d{2}-\d{2}$/.test(range.end)) return months;
  // The first day daysOfRange writes, then the first of each month after it.
  if (`${year}-${TWO_DIGITS[month]}-${TWO_DIGITS[day]}` > range.end) return months;
  for (;;) {
    months.push(`${year}-${TWO_DIGITS[month]}`);
    month++;
    if (month === 13) {
      month = 1;
      year++;
    }
    if (`${year}-${TWO_DIGITS[month]}-01` > range.end) return months;
  }
}

/**
 * The chart of a range from days of readings of each magnitude (any order, days outside the
 * range ignored). Days and months sum through sumByPeriod, hours and quarter-hours keep their
 * values, so every figure adds up the readings the invoices add up.
 */
export function chartSeries(
  type: TCchChartType,
  tariff: string,
  range: TCchRange,
  magnitudes: Partial<Record<TMagnitude, Iterable<TMeteredDay>>>,
): TChartSeries {
  const days = daysOfRange(range);
  const periods = energyPeriodCount(tariff);
  const given = (Object.entries(magnitudes) as [TMagnitude, Iterable<TMeteredDay>][]).filter(([, readings]) => readings);
  if (type === 'hourly' || type === 'quarter-hourly') {
    const slotsPerHour: TSlotsPerHour = type === 'hourly' ? 1 : 4;
    const first = days[0] ?? range.start;
    // Plain loops into one array: a year is 8,760 (or 35,040) buckets, and flatMap's small
    // arrays per hour were most of a year's chart (bench/consumption.ts).
    const periodOf: number[] = [];
    for (const day of days) {
      const periodsOfDay = isGasTariff(tariff) ? madridHours(day).map(() => 1) : tariffPeriodsOfDay(tariff, day);
      for (const period of periodsOfDay) for (let slot = 0; slot < slotsPerHour; slot++) periodOf.push(period);
    }
    return {
      type,
      start: `${first}T00:00${madridHours(first)[0]?.offset ?? '+01:00'}`,
      step: STEP[type],
      count: periodOf.length,
      periods,
      periodOf,
      magnitudes: given.map(([magnitude, readings]) => {
        const byDay = new Map<string, readonly (number | null)[]>();
        for (const metered of readings) byDay.set(metered.day, metered.values);
        const values: (number | null)[] = [];
        for (const day of days) {
          const ofDay = byDay.get(day);
          if (!ofDay) {
            for (let slot = madridHours(day).length * slotsPerHour; slot > 0; slot--) values.push(null);
            continue;
          }
          checkSlots({ day, values: ofDay }, slotsPerHour);
          for (const value of ofDay) values.push(value);
        }
        return { magnitude, values };
      }),
    };
  }
  const keyOf = (day: string) => (type === 'monthly' ? day.slice(0, 7) : day);
  const keys = [...new Set(days.map(keyOf))];
  return {
    type,
    start: keys[0] ?? keyOf(range.start),
    step: STEP[type],
    count: keys.length,
    periods,
    magnitudes: given.map(([magnitude, readings]) => {
      // The same sums the invoices use, then placed on the continuous axis (null where a bucket has no reading).
      const inRange = new Set(days);
      const sums = sumByPeriod(
        tariff,
        [...readings].filter((metered) => inRange.has(metered.day)),
        type === 'monthly' ? 'month' : 'day',
      );
      const position = new Map(sums.keys.map((key, index) => [key, index]));
      const at = (series: readonly number[], key: string) => {
        const index = position.get(key);
        return index === undefined ? null : series[index]!;
      };
      return {
        magnitude,
        values: keys.map((key) => {
          const index = position.get(key);
          return index === undefined ? null : sums.byPeriod.reduce((sum, period) => sum + period[index]!, 0);
        }),
        byPeriod: sums.byPeriod.map((period) => keys.map((key) => at(period, key))),
      };
    }),
  };
}
