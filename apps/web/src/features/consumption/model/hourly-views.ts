import { addDays, type TCchBucket } from './cch-buckets.ts';

/**
 * Two more views of hourly (or quarter-hourly) readings, computed in the browser from the same
 * compact answer: the average day on weekdays against weekends, and an
 * hour × day heat map of one month. Quarter-hours are first added up into their metered hour.
 */

/** One metered hour: its local day, clock hour and energy (null: no reading). */
export interface THourReading {
  day: string;
  hour: number;
  value: number | null;
}

/** The metered hours of the buckets (quarter-hours added up per hour and offset; null when none of the four has a reading). */
export function hourReadings(buckets: readonly TCchBucket[], values: readonly (number | null)[]): THourReading[] {
  const readings: THourReading[] = [];
  let key = '';
  buckets.forEach((bucket, index) => {
    if (bucket.hour === undefined) return;
    const value = values[index] ?? null;
    const bucketKey = `${bucket.day}T${bucket.hour}${bucket.offset}`;
    const last = readings[readings.length - 1];
    if (last && bucketKey === key) {
      if (value !== null) last.value = (last.value ?? 0) + value;
      return;
    }
    key = bucketKey;
    readings.push({ day: bucket.day, hour: bucket.hour, value });
  });
  return readings;
}

/** Saturday or Sunday (national holidays are not told apart here: the profile is of the calendar week). */
export function isWeekend(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
}

export interface TDayProfile {
  /** Average energy of each clock hour 0–23 on weekdays; null where no weekday has a reading at that hour. */
  weekday: (number | null)[];
  weekend: (number | null)[];
}

/**
 * The average weekday and weekend day: for each clock hour, the mean of the readings at that
 * hour. The repeated autumn 02:00 counts as two readings of hour 2; the missing spring 02:00 as none.
 */
export function dayProfile(readings: readonly THourReading[]): TDayProfile {
  const sums = { weekday: new Array<number>(24).fill(0), weekend: new Array<number>(24).fill(0) };
  const counts = { weekday: new Array<number>(24).fill(0), weekend: new Array<number>(24).fill(0) };
  for (const reading of readings) {
    if (reading.value === null) continue;
    const kind = isWeekend(reading.day) ? 'weekend' : 'weekday';
    sums[kind][reading.hour]! += reading.value;
    counts[kind][reading.hour]! += 1;
  }
  const mean = (kind: 'weekday' | 'weekend') => sums[kind].map((sum, hour) => (counts[kind][hour]! > 0 ? sum / counts[kind][hour]! : null));
  return { weekday: mean('weekday'), weekend: mean('weekend') };
}

/** The months (YYYY-MM) the readings cover, in order. */
export function readingMonths(readings: readonly THourReading[]): string[] {
  return [...new Set(readings.map((reading) => reading.day.slice(0, 7)))];
}

export interface THeatMap {
  /** The days of the month the readings cover, in order (the rows); every day of it when there are none. */
  days: string[];
  /** [hour, dayIndex, energy]: one cell per clock hour and day with a reading. */
  cells: Array<[number, number, number]>;
  /** The smallest and largest cell (0 and 0 when there is none). */
  min: number;
  max: number;
}

/**
 * An hour × day map of one month: each cell the energy of that clock hour that day. The rows are
 * the month's days within the readings' range (the range asked for: a gap is a reading without a
 * value), so a one-day range is one row, not a month of empty ones. The repeated autumn 02:00 adds
 * both readings into its cell (the clock showed 02:00 for two hours); the missing spring 02:00 and
 * hours without a reading leave no cell.
 */
export function monthHeatMap(readings: readonly THourReading[], month: string): THeatMap {
  const from = readings[0]?.day ?? `${month}-01`;
  const to = readings[readings.length - 1]?.day ?? `${month}-31`;
  const days: string[] = [];
  for (let day = `${month}-01`; day.startsWith(month); day = addDays(day, 1)) if (day >= from && day <= to) days.push(day);
  const position = new Map(days.map((day, index) => [day, index]));
  const sums = new Map<string, [number, number, number]>();
  for (const reading of readings) {
    const row = position.get(reading.day);
    if (row === undefined || reading.value === null) continue;
    const key = `${row}:${reading.hour}`;
    const cell = sums.get(key);
    if (cell) cell[2] += reading.value;
    else sums.set(key, [reading.hour, row, reading.value]);
  }
  const cells = [...sums.values()];
  const values = cells.map((cell) => cell[2]);
  return { days, cells, min: values.length ? Math.min(...values) : 0, max: values.length ? Math.max(...values) : 0 };
}
