/** Billing periods of the generated invoices: whole calendar months, or pairs of months for gas. */
export interface TPeriod {
  start: string;
  end: string;
}

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  return iso(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS);
}

/** The period of `months` months starting at month index `monthIndex` (year × 12 + month, 0-based). */
function periodAt(monthIndex: number, months: number): TPeriod {
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex % 12;
  return { start: iso(Date.UTC(year, month, 1)), end: iso(Date.UTC(year, month + months, 0)) };
}

/**
 * The last `count` periods, oldest first, whose invoice (issued `issueDelayDays` after the end)
 * is out by `today`. Periods of two months start in odd months (January–February, March–April…),
 * as Spanish gas distributors read meters.
 */
export function periodsIssuedBy(today: string, issueDelayDays: number, count: number, months: 1 | 2 = 1): TPeriod[] {
  const lastEnd = addDays(today, -issueDelayDays);
  const index = Number(lastEnd.slice(0, 4)) * 12 + Number(lastEnd.slice(5, 7)) - 1;
  let start = index - (index % months);
  if (periodAt(start, months).end > lastEnd) start -= months;
  return Array.from({ length: count }, (_, i) => periodAt(start - (count - 1 - i) * months, months));
}

/** The first day of the month `months` months before `today`'s (2026-12-05, 15 → 2025-09-01). */
export function monthStartBefore(today: string, months: number): string {
  return iso(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1 - months, 1));
}

/** The last day of the month `months` months before `today`'s (2026-12-05, 6 → 2026-06-30). */
export function endOfMonthBefore(today: string, months: number): string {
  return iso(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - months, 0));
}

/** Today's date in Spain (the seed's "today"), as YYYY-MM-DD. */
export function madridToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
