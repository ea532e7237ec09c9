// Years an invoice date can have: PostgreSQL refuses year 0, and the portal has no invoice from before 1900.
const MIN_YEAR = 1900;
const MAX_YEAR = 2999;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const UI_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

function isCalendarDate(year: number, month: number, day: number): boolean {
  if (year < MIN_YEAR || year > MAX_YEAR || month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one (leap years included).
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A real calendar date written YYYY-MM-DD (no 2025-02-30), as the API and the database take it. */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  return match !== null && isCalendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/**
 * A filter's date as YYYY-MM-DD; null unless a real date. The filter's date field (the shared
 * DateField) reads the day in the portal's language and hands over YYYY-MM-DD; DD/MM/YYYY (day and
 * month may have one digit) is still read, as conditions written before were.
 */
export function parseFilterDate(value: string): string | null {
  if (isIsoDate(value.trim())) return value.trim();
  const match = UI_DATE.exec(value.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isCalendarDate(year, month, day) ? `${year}-${pad(month)}-${pad(day)}` : null;
}
