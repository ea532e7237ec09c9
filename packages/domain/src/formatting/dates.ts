import { localeFormat, type TDayParts } from './locale-formats.ts';

/**
 * Dates in each language's order and words, from the table in locale-formats.ts (never from the
 * runtime's locale data): '31/03/2025', '03/31/2025', '31.03.2025', '31 de marzo de 2025'. A bare
 * YYYY-MM-DD is a calendar day, not midnight somewhere: it is printed as it is, whatever the zone.
 */
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad2 = (value: number) => String(value).padStart(2, '0');

interface TMoment extends TDayParts {
  hour: number;
  minute: number;
}

// Only the zone's clock is asked of Intl, in English and in digits: every runtime (small-icu included) has both.
const zoneClocks = new Map<string, Intl.DateTimeFormat>();
function zoneClock(timeZone: string): Intl.DateTimeFormat {
  let clock = zoneClocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    zoneClocks.set(timeZone, clock);
  }
  return clock;
}

/** An instant as the wall clock shows it in `timeZone` (the API writes Europe/Madrid), or in the local zone (the browser's). */
function wallClock(date: Date, timeZone?: string): TMoment {
  if (!timeZone) {
    return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate(), hour: date.getHours(), minute: date.getMinutes() };
  }
  const parts: Record<string, number> = {};
  for (const part of zoneClock(timeZone).formatToParts(date)) parts[part.type] = Number(part.value);
  return { year: parts.year ?? 0, month: parts.month ?? 1, day: parts.day ?? 1, hour: (parts.hour ?? 0) % 24, minute: parts.minute ?? 0 };
}

/** A calendar day (YYYY-MM-DD) as it is; an instant (a Date or a timestamp) on the wall clock of the zone; null when unreadable. */
function moment(value: string | Date, timeZone?: string): TMoment | null {
  if (typeof value === 'string') {
    const day = ISO_DAY.exec(value);
    if (day) {
      const [year, month, dayOfMonth] = [Number(day[1]), Number(day[2]), Number(day[3])];
      if (month < 1 || month > 12 || dayOfMonth < 1 || dayOfMonth > 31) return null;
      return { year, month, day: dayOfMonth, hour: 0, minute: 0 };
    }
  }
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : wallClock(date, timeZone);
}

/**
 * A day in digits as the language orders them: '31/03/2025' (ca, es, gl, fr), '31.03.2025' (de),
 * '03/31/2025' (en-US). Everywhere a date is written in digits: the invoice list, the PDFs, filter chips.
 * The value itself when unreadable.
 */
export function formatShortDate(value: string | Date, language: string, timeZone?: string): string {
  const parts = moment(value, timeZone);
  if (!parts) return String(value);
  return localeFormat(language).shortDate(pad2(parts.day), pad2(parts.month), String(parts.year));
}

/** A period as a range of two days in digits: '01/09/2026 – 30/09/2026', '09/01/2026 – 09/30/2026'. */
export function formatPeriod(start: string, end: string, language: string): string {
  return `${formatShortDate(start, language)} – ${formatShortDate(end, language)}`;
}

/** A day with the month's short name (contract attachments): '31 mar 2025', 'Mar 31, 2025'; the value itself when unreadable. */
export function formatMediumDate(value: string | Date, language: string, timeZone?: string): string {
  const parts = moment(value, timeZone);
  if (!parts) return String(value);
  const table = localeFormat(language);
  return table.mediumDate(parts, table);
}

/** A day with the month in words: '31 de marzo de 2025', 'March 31, 2025', '31. März 2025'. */
export function formatLongDate(value: string | Date, language: string, timeZone?: string): string {
  const parts = moment(value, timeZone);
  if (!parts) return String(value);
  const table = localeFormat(language);
  return table.longDate(parts, table);
}

/**
 * A moment with its date in words and the time (maintenance windows, payments, report stamps):
 * 'March 31, 2025 at 12:00 PM', '31 de marzo de 2025 a las 12:00'. `timeZone` fixes the zone where
 * no browser tells it (the API writes Europe/Madrid); without it, the local one.
 */
export function formatDateTime(value: string | Date, language: string, timeZone?: string): string {
  const parts = moment(value, timeZone);
  if (!parts) return String(value);
  const table = localeFormat(language);
  return table.dateTime(table.longDate(parts, table), table.time(parts.hour, parts.minute));
}

/**
 * The time of day alone (until when a session lasts): '14:30', '2:30 PM'. `timeZone` as
 * formatDateTime. The value itself when unreadable.
 */
export function formatTimeOfDay(value: string | Date, language: string, timeZone?: string): string {
  const parts = moment(value, timeZone);
  if (!parts) return String(value);
  return localeFormat(language).time(parts.hour, parts.minute);
}

/**
 * A moment in digits with its time (staff's CSV of leads): '31/03/2025 12:00', '03/31/2025 12:00 PM'.
 * `timeZone` as formatDateTime. The value itself when unreadable.
 */
export function formatShortDateTime(value: string | Date, language: string, timeZone?: string): string {
  const parts = moment(value, timeZone);
  if (!parts) return String(value);
  const table = localeFormat(language);
  return `${table.shortDate(pad2(parts.day), pad2(parts.month), String(parts.year))} ${table.time(parts.hour, parts.minute)}`;
}

/** 'YYYY-MM' as a short month and year (chart axes): 'Mar 2025', 'mar. 2025'; the value itself when unreadable. */
export function formatMonth(month: string, language: string): string {
  const parts = moment(`${month}-01`);
  if (!parts) return month;
  const table = localeFormat(language);
  return table.monthYear(parts.year, parts.month, table);
}
