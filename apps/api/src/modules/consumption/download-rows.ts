import { daysOfRange, hourlyOf, madridHours, type TCchRange, type TStoredDay } from '@portal/domain';

/**
 * The rows of a readings download (customer-area §7, cch/download/{type}: hourly and
 * quarter-hourly): one per slot, named by its local clock time and UTC offset, so the autumn
 * change's two 02:00 rows read 02:00 UTC+02:00 and 02:00 UTC+01:00, and the spring change has no 02:00.
 * A day without readings has no rows; a slot the meter did not give is an empty cell.
 */
export interface TDownloadRow {
  day: string;
  /** HH:MM, the start of the slot. */
  time: string;
  /** 'UTC+02:00' or 'UTC+01:00' (never a bare '+…', which a spreadsheet reads as a formula or a time). */
  offset: string;
  /** The quarter of the clock day the slot starts at (0–95), one for each `time`: a writer keeps each time's bytes by it. */
  quarter: number;
  active: number | null;
  exported: number | null;
  reactive: number | null;
  estimated: boolean;
}

/** HH:MM of each quarter of the day's clock hours (an hour's slot is its first quarter), written once. */
const SLOT_TIMES = Array.from(
  { length: 96 },
  (_, quarter) => `${String(Math.floor(quarter / 4)).padStart(2, '0')}:${String((quarter % 4) * 15).padStart(2, '0')}`,
);

/** Each row of a readings download in order, given to `visit` in one object reused from row to row (copy what is kept). */
export function eachDownloadRow(
  type: 'hourly' | 'quarter-hourly',
  range: TCchRange,
  days: readonly TStoredDay[],
  visit: (row: Readonly<TDownloadRow>) => void,
): void {
  const byDay = new Map(days.map((stored) => [stored.day, stored]));
  // A year is 8,760 or 35,040 rows: one object, filled for each (the garbage of one per row was a fifth of a year's CSV).
  const row: TDownloadRow = { day: '', time: '', offset: '', quarter: 0, active: null, exported: null, reactive: null, estimated: false };
  for (const day of daysOfRange(range)) {
    const stored = byDay.get(day);
    if (!stored) continue;
    const hours = madridHours(day);
    const perHour = type === 'hourly' ? 1 : 4;
    const pick = (values: readonly (number | null)[] | null) => {
      if (!values) return null;
      if (values.length === hours.length * perHour) return values;
      return type === 'hourly' ? hourlyOf({ day, values }) : null;
    };
    const active = pick(stored.active);
    if (!active) continue;
    const exported = pick(stored.exported);
    const reactive = pick(stored.reactive);
    // Estimated slots of the stored resolution, seen at this one (an hour with an estimated quarter is estimated).
    const storedPerHour = stored.active.length / hours.length;
    const estimatedSlots =
      stored.estimated.length === 0 ? null : new Set(stored.estimated.map((slot) => Math.floor((slot / storedPerHour) * perHour)));
    row.day = day;
    let slot = 0;
    for (const hour of hours) {
      row.offset = OFFSETS[hour.offset] ?? `UTC${hour.offset}`;
      for (let quarter = hour.hour * 4; quarter < hour.hour * 4 + perHour; quarter++, slot++) {
        row.quarter = quarter;
        row.time = SLOT_TIMES[quarter]!;
        row.active = active[slot]!;
        row.exported = exported?.[slot] ?? null;
        row.reactive = reactive?.[slot] ?? null;
        row.estimated = estimatedSlots?.has(slot) ?? false;
        visit(row);
      }
    }
  }
}

/** The two offsets of Madrid's clock, written once. */
const OFFSETS: Record<string, string> = { '+01:00': 'UTC+01:00', '+02:00': 'UTC+02:00' };

/** Every row of a readings download, in order (the .xlsx is written from them). */
export function downloadRows(type: 'hourly' | 'quarter-hourly', range: TCchRange, days: readonly TStoredDay[]): TDownloadRow[] {
  const rows: TDownloadRow[] = [];
  eachDownloadRow(type, range, days, (row) => rows.push({ ...row }));
  return rows;
}
