import { BillingInputError } from '../billing/billing-errors.ts';
import { tariffPeriods } from '../billing/electricity-invoice.ts';
import { madridClockHours, remembered, tariffPeriodsOfDay } from '../billing/tariff-periods.ts';

/**
 * Consumption readings as the meter gives them (customer-area §1, §9): one local (Europe/Madrid)
 * day at a time, one value per metered slot in Wh (or varh), in the order of the day's clock
 * hours (madridClockHours: 23 on the spring clock change, 25 on the autumn one), `slotsPerHour`
 * values an hour (1 hourly, 4 quarter-hourly). Everything here works on those arrays, so a
 * chart, a download and an invoice add up the same readings the same way.
 */
export interface TMeteredDay {
  /** Local calendar day, YYYY-MM-DD. */
  day: string;
  /** One per slot; null where the meter gave nothing (a gap: counted as nothing in sums). */
  values: readonly (number | null)[];
}

/** 1 hourly, 4 quarter-hourly; gas meters give one reading a day (see dayByPeriod). */
export type TSlotsPerHour = 1 | 4;

/** Gas access tariffs (RL.1 to RL.11) have no time periods: one reading a day, one period. */
export const isGasTariff = (tariff: string) => /^RL\./.test(tariff);

/** How many energy periods a tariff's consumption splits into: 3 or 6 for electricity, 1 for gas. */
export const energyPeriodCount = (tariff: string) => (isGasTariff(tariff) ? 1 : tariffPeriods(tariff).energy);

/**
 * A day's readings per local hour (23, 24 or 25 values) from hourly or quarter-hourly ones: four
 * quarter-hours add up to their hour, and an hour with a missing quarter is missing. Null for a
 * day of another length (a gas reading of the whole day).
 */
export function hourlyOf(metered: TMeteredDay): (number | null)[] | null {
  const hours = madridClockHours(metered.day).length;
  if (metered.values.length === hours) return [...metered.values];
  if (metered.values.length !== hours * 4) return null;
  return Array.from({ length: hours }, (_, hour) => {
    const quarters = metered.values.slice(hour * 4, hour * 4 + 4);
    return quarters.includes(null) ? null : (quarters as number[]).reduce((a, b) => a + b, 0);
  });
}

/** UTC offset of Spanish peninsular time: +01:00 in winter (CET), +02:00 in summer (CEST). */
export type TMadridOffset = '+01:00' | '+02:00';

/** One metered hour of a local day: its clock hour and offset, which tell apart the repeated autumn hour. */
export interface TMadridHour {
  hour: number;
  offset: TMadridOffset;
}

/**
 * The metered hours of a Europe/Madrid day with their UTC offsets (EU rule, Directive
 * 2000/84/EC: summer time from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last
 * Sunday of October). On the autumn change 02:00 comes twice, first at +02:00 then at +01:00;
 * on the spring change there is no 02:00.
 */
export function madridHours(day: string): readonly TMadridHour[] {
  return remembered(MADRID_HOURS, day, () => Object.freeze(hoursWithOffsets(day)));
}

const MADRID_HOURS = new Map<string, readonly TMadridHour[]>();

function hoursWithOffsets(day: string): TMadridHour[] {
  const hours = madridClockHours(day);
  const year = day.slice(0, 4);
  const springChange = lastSunday(year, 3);
  const autumnChange = lastSunday(year, 10);
  if (day === springChange) return hours.map((hour) => ({ hour, offset: hour < 2 ? '+01:00' : '+02:00' }));
  // Slots 0, 1 and the first 2 are still summer time; the second 2 and after, winter time.
  if (day === autumnChange) return hours.map((hour, slot) => ({ hour, offset: slot <= 2 ? '+02:00' : '+01:00' }));
  const offset: TMadridOffset = day > springChange && day < autumnChange ? '+02:00' : '+01:00';
  return hours.map((hour) => ({ hour, offset }));
}

function lastSunday(year: string, month: number): string {
  const last = new Date(Date.UTC(Number(year), month, 0));
  last.setUTCDate(last.getUTCDate() - last.getUTCDay());
  return last.toISOString().slice(0, 10);
}

/** How many values a day of readings holds: its clock hours × slots an hour (92, 96 or 100 quarter-hours). */
export function slotsOfDay(day: string, slotsPerHour: TSlotsPerHour): number {
  return madridClockHours(day).length * slotsPerHour;
}

/** Refuses a day whose number of values does not match its clock hours × slots an hour. */
export function checkSlots(metered: TMeteredDay, slotsPerHour: TSlotsPerHour): void {
  const hours = madridClockHours(metered.day).length;
  if (metered.values.length !== hours * slotsPerHour) {
    throw new BillingInputError(
      'billing_period_count_mismatch',
      `${metered.day}: ${metered.values.length} values for ${hours} hours × ${slotsPerHour}`,
    );
  }
}

/**
 * A day's readings summed by tariff period: index 0 is P1 (customer-area §1 "by tariff period";
 * three periods for 2.0TD, six for 3.0TD and 6.xTD, weekends and national holidays in the
 * lowest). A day whose number of values does not match its clock hours is refused rather than
 * summed into the wrong periods.
 */
export function dayByPeriod(tariff: string, metered: TMeteredDay, slotsPerHour: TSlotsPerHour = 1): number[] {
  if (isGasTariff(tariff)) return [metered.values.reduce<number>((sum, value) => sum + (value ?? 0), 0)];
  const periods = tariffPeriodsOfDay(tariff, metered.day);
  checkSlots(metered, slotsPerHour);
  const sums = new Array<number>(tariffPeriods(tariff).energy).fill(0);
  metered.values.forEach((value, slot) => {
    const period = periods[Math.floor(slot / slotsPerHour)]!;
    sums[period - 1]! += value ?? 0;
  });
  return sums;
}

export type TCalendarBucket = 'day' | 'month';

/** Readings summed into calendar days or months, by tariff period. */
export interface TPeriodBuckets {
  /** The buckets in order: 'YYYY-MM-DD' (days) or 'YYYY-MM' (months), only those with readings. */
  keys: string[];
  /** byPeriod[p][i]: the energy of period p + 1 in bucket keys[i]. */
  byPeriod: number[][];
}

/**
 * Days of readings (in any order) summed into local calendar days or months, by tariff period.
 * A month holds the days of its calendar, so March has 743 hours and October 745.
 */
export function sumByPeriod(
  tariff: string,
  days: Iterable<TMeteredDay>,
  bucket: TCalendarBucket,
  slotsPerHour: TSlotsPerHour = 1,
): TPeriodBuckets {
  const periods = energyPeriodCount(tariff);
  const sums = new Map<string, number[]>();
  for (const metered of days) {
    const key = bucket === 'day' ? metered.day : metered.day.slice(0, 7);
    const ofDay = dayByPeriod(tariff, metered, slotsPerHour);
    const total = sums.get(key);
    if (!total) {
      sums.set(key, ofDay);
      continue;
    }
    ofDay.forEach((value, index) => {
      total[index]! += value;
    });
  }
  const keys = [...sums.keys()].sort();
  return {
    keys,
    byPeriod: Array.from({ length: periods }, (_, period) => keys.map((key) => sums.get(key)![period]!)),
  };
}

/** The local (Europe/Madrid) calendar day of an instant, YYYY-MM-DD. */
export function madridDayOf(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}
