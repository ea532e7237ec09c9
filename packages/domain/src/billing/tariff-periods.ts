import { BillingInputError } from './billing-errors.ts';
import { tariffPeriods } from './electricity-invoice.ts';

/**
 * Tariff period (1 = P1 … 6 = P6) of one local hour, peninsular calendar of Circular CNMC 3/2020.
 * `localDate` is the Europe/Madrid calendar day (YYYY-MM-DD) and `hour` the local clock hour 0..23
 * the hour starts at (the repeated hour of the autumn clock change is the same hour twice).
 *
 * 2.0TD: on working days 10–14 and 18–22 P1, 8–10, 14–18 and 22–24 P2, 0–8 P3; weekends and
 * national holidays all P3. 3.0TD and 6.xTD: six periods by season × hour on working days, 0–8
 * always P6, weekends and national holidays all P6.
 */
export function tariffPeriodOfHour(tariff: string, localDate: string, hour: number): number {
  const energyPeriods = tariffPeriods(tariff).energy;
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) throw new BillingInputError('billing_invalid_hour', String(hour));
  return periodOf(energyPeriods, dayInfo(localDate), hour);
}

/**
 * Tariff period of every metered hour of a local day, in the order of madridClockHours (23, 24
 * or 25 values): what summing an hourly consumption array by period needs, checked once a day.
 */
export function tariffPeriodsOfDay(tariff: string, localDate: string): readonly number[] {
  const energyPeriods = tariffPeriods(tariff).energy;
  return remembered(PERIODS_OF_DAY, `${energyPeriods}|${localDate}`, () => {
    const day = dayInfo(localDate);
    return Object.freeze(madridClockHours(localDate).map((hour) => periodOf(energyPeriods, day, hour)));
  });
}

/**
 * Days already worked out, by key. A chart of a year of hours asks for every day's hours and
 * periods several times (values, estimated marks, cost; bench/consumption.ts found half its time
 * here), and a calendar day's answer never changes: remembered, frozen so no caller can change
 * what the next one reads, and forgotten all at once past a bound (about 27 years of days).
 */
const REMEMBERED_DAYS = 10_000;
const PERIODS_OF_DAY = new Map<string, readonly number[]>();
const CLOCK_HOURS = new Map<string, readonly number[]>();

export function remembered<T>(cache: Map<string, T>, key: string, compute: () => T): T {
  const known = cache.get(key);
  if (known !== undefined) return known;
  const value = compute();
  if (cache.size >= REMEMBERED_DAYS) cache.clear();
  cache.set(key, value);
  return value;
}

function dayInfo(localDate: string): { month: number; offPeak: boolean } {
  const { month, weekday } = calendarDay(localDate);
  return { month, offPeak: weekday === 0 || weekday === 6 || NATIONAL_HOLIDAYS.has(localDate.slice(5)) };
}

function periodOf(energyPeriods: number, day: { month: number; offPeak: boolean }, hour: number): number {
  if (energyPeriods === 3) {
    if (day.offPeak || hour < 8) return 3;
    return (hour >= 10 && hour < 14) || (hour >= 18 && hour < 22) ? 1 : 2;
  }
  if (day.offPeak || hour < 8) return 6;
  const peak = (hour >= 9 && hour < 14) || (hour >= 18 && hour < 22);
  // The season's peak period; shoulder hours fall one period lower.
  const seasonPeak = SIX_PERIOD_SEASON_PEAK[day.month - 1]!;
  return peak ? seasonPeak : seasonPeak + 1;
}

// Peninsular seasons of Circular 3/2020: high (Jan, Feb, Jul, Dec) peaks in P1, medium-high
// (Mar, Nov) in P2, medium (Jun, Aug, Sep) in P3, low (Apr, May, Oct) in P4.
const SIX_PERIOD_SEASON_PEAK = [1, 1, 2, 4, 4, 3, 1, 3, 3, 4, 2, 1] as const;

/**
 * National holidays of fixed date, the only ones the tariff calendar counts as off-peak: holidays
 * without a fixed date (Good Friday) and those the regions may move are excluded (Circular 3/2020).
 */
const NATIONAL_HOLIDAYS = new Set(['01-01', '01-06', '05-01', '08-15', '10-12', '11-01', '12-06', '12-08', '12-25']);

export function isNationalHoliday(localDate: string): boolean {
  calendarDay(localDate);
  return NATIONAL_HOLIDAYS.has(localDate.slice(5));
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

// Called for every metered hour, so it checks the calendar without formatting dates back.
function calendarDay(localDate: string): { month: number; weekday: number } {
  const match = ISO_DATE.exec(localDate);
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (!match || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    throw new BillingInputError('billing_invalid_date', localDate);
  return { month, weekday: date.getUTCDay() };
}

/**
 * Local clock hours of a Europe/Madrid day, one per metered hour: 23 on the last Sunday of March
 * (02:00 jumps to 03:00), 25 on the last Sunday of October (02:00 happens twice), 24 otherwise
 * (EU rule, Directive 2000/84/EC). Hourly consumption arrays follow this order.
 */
export function madridClockHours(localDate: string): readonly number[] {
  return remembered(CLOCK_HOURS, localDate, () => {
    const { month } = calendarDay(localDate);
    const hours = Array.from({ length: 24 }, (_, hour) => hour);
    if ((month === 3 || month === 10) && localDate === lastSundayOf(localDate)) {
      return Object.freeze(month === 3 ? hours.filter((hour) => hour !== 2) : [0, 1, 2, ...hours.slice(2)]);
    }
    return Object.freeze(hours);
  });
}

function lastSundayOf(localDate: string): string {
  const year = Number(localDate.slice(0, 4));
  const month = Number(localDate.slice(5, 7));
  const last = new Date(Date.UTC(year, month, 0));
  last.setUTCDate(last.getUTCDate() - last.getUTCDay());
  return last.toISOString().slice(0, 10);
}
