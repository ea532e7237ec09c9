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

export function downloadRows(type: 'hourly' | 'quarter-hourly', range: TCchRange, days: readonly TStoredDay[]): TDownloadRow[] {
  const byDay = new Map(days.map((stored) => [stored.day, stored]));
  const rows: TDownloadRow[] = [];
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
    const estimatedSlots = new Set(stored.estimated.map((slot) => Math.floor((slot / storedPerHour) * perHour)));
    const offsets = hours.map(({ offset }) => `UTC${offset}`);
    for (let slot = 0; slot < active.length; slot++) {
      const at = Math.floor(slot / perHour);
      rows.push({
        day,
        time: SLOT_TIMES[hours[at]!.hour * 4 + (slot % perHour)]!,
        offset: offsets[at]!,
        active: active[slot]!,
        exported: exported?.[slot] ?? null,
        reactive: reactive?.[slot] ?? null,
        estimated: estimatedSlots.has(slot),
      });
    }
  }
  return rows;
}
