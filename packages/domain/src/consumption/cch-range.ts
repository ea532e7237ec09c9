/**
 * The date range of a consumption chart or download (customer-area §5 "Consumption dates:
 * invalid shows cch_invalid_date; start no later than end", §4 "Chart default: monthly for the
 * last 12 months", §7 start=&end=, §9 "Consumption data lag about 3 days"). Pure rules: the date
 * pickers check them as the customer types, the API again on the query.
 */

export const CCH_CHART_TYPES = ['monthly', 'daily', 'hourly', 'quarter-hourly'] as const;
export type TCchChartType = (typeof CCH_CHART_TYPES)[number];

/** The types that can be downloaded (customer-area §7: hourly and quarter-hourly only). */
export const CCH_DOWNLOAD_TYPES = ['hourly', 'quarter-hourly'] as const satisfies readonly TCchChartType[];

/** customer-area §9: meter readings reach the portal about three days after the day they measure. */
export const CCH_DATA_LAG_DAYS = 3;

/** customer-area §9: "12 months per year" on the monthly chart, the default range. */
export const CCH_DEFAULT_MONTHS = 12;

/**
 * The longest range one answer holds, by type: a year of hours or quarter-hours is one response
 * (a small one); days and months go further back.
 */
export const CCH_MAX_DAYS: Record<TCchChartType, number> = {
  monthly: 10 * 366,
  daily: 3 * 366,
  hourly: 366,
  'quarter-hourly': 366,
};

export interface TCchRange {
  /** First day, YYYY-MM-DD (local calendar day). */
  start: string;
  /** Last day, included. */
  end: string;
}

/** What is wrong with a range: a key of the catalogue (cch_invalid_date) or null. */
export type TCchRangeProblem = 'cch_invalid_date' | 'cch_range_too_long' | null;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** The day number of a real calendar day (2025-02-30 is not one), or null. */
function dayNumber(day: string): number | null {
  const match = ISO_DAY.exec(day);
  if (!match) return null;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Date(ms).toISOString().slice(0, 10) === day ? ms / DAY_MS : null;
}

const dayOf = (number: number) => new Date(number * DAY_MS).toISOString().slice(0, 10);

/** Whether a text is a real calendar day written YYYY-MM-DD. */
export function isCchDay(day: string): boolean {
  return dayNumber(day) !== null;
}

/**
 * The problem of a range, if any: either end not a calendar day, or the start after the end, is
 * cch_invalid_date (the spec's one message for both); longer than the type allows in one answer,
 * cch_range_too_long.
 */
export function cchRangeProblem(type: TCchChartType, range: TCchRange): TCchRangeProblem {
  const start = dayNumber(range.start);
  const end = dayNumber(range.end);
  if (start === null || end === null || start > end) return 'cch_invalid_date';
  return end - start + 1 > CCH_MAX_DAYS[type] ? 'cch_range_too_long' : null;
}

/** The last day with readings to expect on `today` (three days of lag). */
export function lastExpectedReading(today: string): string {
  const number = dayNumber(today);
  if (number === null) throw new RangeError(`not a calendar day: ${today}`);
  return dayOf(number - CCH_DATA_LAG_DAYS);
}

/**
 * The range a chart opens on (customer-area §4): monthly, the 12 calendar months up to the
 * month of the last expected reading; daily, that month; hourly and quarter-hourly, the last
 * expected day. Gas opens on the current month (version 1), as a daily chart of it.
 */
export function defaultCchRange(type: TCchChartType, today: string): TCchRange {
  const end = lastExpectedReading(today);
  const [year, month] = end.split('-').map(Number) as [number, number];
  const monthStart = (y: number, m: number) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-01`;
  switch (type) {
    case 'monthly': {
      const first = year * 12 + (month - 1) - (CCH_DEFAULT_MONTHS - 1);
      return { start: monthStart(Math.floor(first / 12), (first % 12) + 1), end };
    }
    case 'daily':
      return { start: monthStart(year, month), end };
    case 'hourly':
    case 'quarter-hourly':
      return { start: end, end };
  }
}

/** A calendar day moved by whole days (negative: back). */
export function addDaysIso(day: string, days: number): string {
  const number = dayNumber(day);
  if (number === null) throw new RangeError(`not a calendar day: ${day}`);
  return dayOf(number + days);
}

/**
 * Where a click on a bucket leads: a month opens its days, a day
 * its hours (quarter-hours on a meter that gives them); an hour leads nowhere. The range ends at
 * the last expected reading, so a month in course does not ask for days still to come.
 */
export function drillDown(
  type: TCchChartType,
  bucketStart: string,
  today: string,
  quarterHourly = false,
): { type: TCchChartType; range: TCchRange } | null {
  const last = lastExpectedReading(today);
  switch (type) {
    case 'monthly': {
      const start = `${bucketStart.slice(0, 7)}-01`;
      if (dayNumber(start) === null) return null;
      const [year, month] = start.split('-').map(Number) as [number, number];
      const monthEnd = dayOf(Date.UTC(year, month, 0) / DAY_MS);
      return { type: 'daily', range: { start, end: monthEnd < last ? monthEnd : last } };
    }
    case 'daily':
      return dayNumber(bucketStart) === null
        ? null
        : { type: quarterHourly ? 'quarter-hourly' : 'hourly', range: { start: bucketStart, end: bucketStart } };
    default:
      return null;
  }
}
