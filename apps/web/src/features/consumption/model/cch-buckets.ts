import {
  formatMonth,
  formatShortDate,
  localeFormat,
  madridHours,
  type TCchChartPart,
  type TCchChartType,
  type TMadridOffset,
} from '@portal/domain';

export type TCchCurve = TCchChartPart['curve'];

/**
 * Where each bucket of a compact chart answer lies (bucket i is at start + i × step).
 * Months and days count on the calendar; hours and quarter-hours step in absolute time from the
 * first day's midnight, so the days are walked through madridHours: 23 hours on the spring
 * change, 25 on the autumn one, whose repeated 02:00 is told apart by its offset.
 */
export interface TCchBucket {
  /** The local calendar day of the bucket (a month's first day for monthly). */
  day: string;
  /** 'YYYY-MM' for monthly; otherwise the day. */
  month: string;
  /** Hourly and quarter-hourly: the clock hour, minute and UTC offset. */
  hour?: number;
  minute?: number;
  offset?: TMadridOffset;
  /** The clock hour comes twice that day (autumn change): its label carries the offset. */
  repeated?: boolean;
}

const pad2 = (value: number) => String(value).padStart(2, '0');
const DAY_MS = 86_400_000;

/** The day `count` days after `day` (YYYY-MM-DD). */
export function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);
}

/** The month `count` months after `month` (YYYY-MM). */
export function addMonths(month: string, count: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (m - 1) + count;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${pad2((index % 12) + 1)}`;
}

/** Every bucket of a curve, in order. */
export function curveBuckets(curve: Pick<TCchCurve, 'type' | 'start' | 'count'>): TCchBucket[] {
  const buckets: TCchBucket[] = [];
  if (curve.type === 'monthly') {
    const first = curve.start.slice(0, 7);
    for (let i = 0; i < curve.count; i++) {
      const month = addMonths(first, i);
      buckets.push({ day: `${month}-01`, month });
    }
    return buckets;
  }
  const firstDay = curve.start.slice(0, 10);
  if (curve.type === 'daily') {
    for (let i = 0; i < curve.count; i++) {
      const day = addDays(firstDay, i);
      buckets.push({ day, month: day.slice(0, 7) });
    }
    return buckets;
  }
  const slots = curve.type === 'hourly' ? 1 : 4;
  for (let d = 0; buckets.length < curve.count; d++) {
    const day = addDays(firstDay, d);
    const hours = madridHours(day);
    const seen = new Map<number, number>();
    for (const { hour } of hours) seen.set(hour, (seen.get(hour) ?? 0) + 1);
    for (const { hour, offset } of hours) {
      for (let slot = 0; slot < slots && buckets.length < curve.count; slot++) {
        buckets.push({ day, month: day.slice(0, 7), hour, minute: slot * 15, offset, repeated: (seen.get(hour) ?? 0) > 1 });
      }
    }
  }
  return buckets;
}

/** A bucket's time of day as the language writes it, with the offset when the hour comes twice: '02:00 (UTC+01:00)'. */
export function bucketTime(bucket: TCchBucket, language: string): string {
  if (bucket.hour === undefined) return '';
  const time = localeFormat(language).time(bucket.hour, bucket.minute ?? 0);
  return bucket.repeated ? `${time} (UTC${bucket.offset})` : time;
}

/** A bucket's name on the axis and in the tooltip: 'Mar 2025', '31/03/2025', '31/03/2025 02:00'. */
export function bucketLabel(bucket: TCchBucket, type: TCchChartType, language: string): string {
  if (type === 'monthly') return formatMonth(bucket.month, language);
  const day = formatShortDate(bucket.day, language);
  return type === 'daily' ? day : `${day} ${bucketTime(bucket, language)}`;
}

/** Clock hours between two labelled ticks of an hourly axis (a quarter-hourly one labels every hour). */
const HOURLY_TICK_STEP = 3;

export interface TCchTicks {
  /** The axis label of each bucket: its time, with the date on a second line where a day's first label is. */
  labels: string[];
  /** Whether the bucket's label is drawn. */
  shown: boolean[];
}

/**
 * The axis labels of an hourly or quarter-hourly chart: the time every three hours (every hour
 * for quarter-hours), and the date only under a day's first label. A full date on every tick
 * repeats itself and does not fit a phone; the tooltip still names each bucket in full.
 */
export function hourTicks(buckets: readonly TCchBucket[], language: string): TCchTicks {
  const step = buckets.some((bucket) => (bucket.minute ?? 0) !== 0) ? 1 : HOURLY_TICK_STEP;
  const dated = new Set<string>();
  const shown = buckets.map((bucket) => (bucket.minute ?? 0) === 0 && (bucket.hour ?? 0) % step === 0);
  const labels = buckets.map((bucket, index) => {
    const time = bucketTime(bucket, language);
    if (!shown[index] || dated.has(bucket.day)) return time;
    dated.add(bucket.day);
    return `${time}\n${formatShortDate(bucket.day, language)}`;
  });
  return { labels, shown };
}
