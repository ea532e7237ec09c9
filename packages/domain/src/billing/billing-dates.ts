import { BillingInputError } from './billing-errors.ts';

/** A value valid from a day to a day, both inclusive (ISO dates YYYY-MM-DD); no `to` means still in force. */
export interface TDatedValue {
  from: string;
  to?: string | null;
  value: number;
}

/** One stretch of a billing period during which a single dated value applies. */
export interface TValiditySegment {
  from: string;
  to: string;
  days: number;
  value: number;
}

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

// Bulk billing (the benchmark data set: millions of invoices) parses the same few dates, price and tax
// changes and period ends, over and over; valid dates are remembered (bounded, cleared when full).
const DAY_NUMBERS = new Map<string, number>();

// Whole UTC days since the epoch: billing is by calendar day, so time zones and DST must not move a boundary.
function dayNumber(date: string, field: string): number {
  const known = DAY_NUMBERS.get(date);
  if (known !== undefined) return known;
  const match = ISO_DATE.exec(date);
  if (!match) throw new BillingInputError('billing_invalid_date', `${field}=${date}`);
  const [, y, m, d] = match;
  const ms = Date.UTC(Number(y), Number(m) - 1, Number(d));
  // Date.UTC rolls 2024-02-30 over to March; reject it instead of billing a day that does not exist.
  if (new Date(ms).toISOString().slice(0, 10) !== date) throw new BillingInputError('billing_invalid_date', `${field}=${date}`);
  if (DAY_NUMBERS.size >= 10_000) DAY_NUMBERS.clear();
  DAY_NUMBERS.set(date, ms / DAY_MS);
  return ms / DAY_MS;
}

const isoDate = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * Days billed from start to end, counting both ends: Spanish invoices state "del 01/03 al 30/03 (30 días)"
 * and the next invoice starts the day after this one ends, so every calendar day is billed exactly once.
 */
/** The days of a month (1–12) of the Gregorian calendar, counted without a Date (charts ask for many). */
export const daysInMonth = (year: number, month: number): number =>
  month === 2
    ? year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
      ? 29
      : 28
    : month === 4 || month === 6 || month === 9 || month === 11
      ? 30
      : 31;

export function daysBetween(start: string, end: string): number {
  const first = dayNumber(start, 'start');
  const last = dayNumber(end, 'end');
  if (last < first) throw new BillingInputError('billing_period_end_before_start', `${start} > ${end}`);
  return last - first + 1;
}

/**
 * Cuts the billing period at every change of a dated value (a price, a tax rate), so each stretch is charged
 * at the value in force on those days, pro rata by days. Values must cover every day of the period; a gap is
 * a data error, not a zero price, so it throws. Where two values overlap the later `from` wins (a correction).
 */
export function splitByValidity(periodStart: string, periodEnd: string, datedValues: readonly TDatedValue[]): TValiditySegment[] {
  const first = dayNumber(periodStart, 'periodStart');
  const last = first + daysBetween(periodStart, periodEnd) - 1;
  const ranges = datedValues
    .map((dated, index) => {
      if (!Number.isFinite(dated.value)) throw new BillingInputError('billing_invalid_value', `dated value ${index}`);
      const from = dayNumber(dated.from, 'from');
      const to = dated.to ? dayNumber(dated.to, 'to') : Number.POSITIVE_INFINITY;
      if (to < from) throw new BillingInputError('billing_period_end_before_start', `dated value ${dated.from} > ${dated.to}`);
      return { from, to, value: dated.value };
    })
    .sort((a, b) => a.from - b.from);
  const segments: TValiditySegment[] = [];
  let day = first;
  while (day <= last) {
    const current = ranges.filter((range) => range.from <= day && range.to >= day).at(-1);
    if (!current) throw new BillingInputError('billing_value_missing_for_date', isoDate(day));
    const nextStart = ranges.find((range) => range.from > day)?.from ?? Number.POSITIVE_INFINITY;
    const end = Math.min(last, current.to, nextStart - 1);
    segments.push({ from: isoDate(day), to: isoDate(end), days: end - day + 1, value: current.value });
    day = end + 1;
  }
  return segments;
}

/** The value in force on one day (e.g. VAT at the invoice date). */
export function valueOn(date: string, datedValues: readonly TDatedValue[]): number {
  const [segment] = splitByValidity(date, date, datedValues);
  return segment!.value;
}
