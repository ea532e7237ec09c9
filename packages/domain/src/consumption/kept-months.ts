import { daysInMonth } from '../billing/billing-dates.ts';
import type { TCchRange } from './cch-range.ts';
import type { TEnergyPrices } from './energy-cost.ts';

/**
 * Which months of a monthly chart can be kept, and what a kept month was drawn from
 * (docs/consumption.md, "Months kept"). A month's bucket is the same for any range that holds
 * the whole month, so it is drawn once from its days and kept; these rules say which months
 * qualify and which prices a month's cost depends on, so that a change elsewhere in a price list
 * (next year's prices) does not throw away the months it cannot change.
 */

/** The first and last day of a month 'YYYY-MM' (a monthly chart asks for some fifty a request: no Date). */
export function monthDays(month: string): { first: string; last: string } {
  const year = Number(month.slice(0, 4));
  const number = Number(month.slice(5, 7));
  return { first: `${month}-01`, last: `${month}-${daysInMonth(year, number)}` };
}

/** The month after 'YYYY-MM'. */
function nextMonth(month: string): string {
  const year = Number(month.slice(0, 4));
  const number = Number(month.slice(5, 7));
  return number === 12 ? `${String(year + 1).padStart(4, '0')}-01` : `${month.slice(0, 5)}${String(number + 1).padStart(2, '0')}`;
}

/** The month before 'YYYY-MM'. */
function previousMonth(month: string): string {
  const year = Number(month.slice(0, 4));
  const number = Number(month.slice(5, 7));
  return number === 1 ? `${String(year - 1).padStart(4, '0')}-12` : `${month.slice(0, 5)}${String(number - 1).padStart(2, '0')}`;
}

/**
 * The months wholly inside `range` and over before `today`: the month in progress still gets
 * readings every day, and a month cut by the range sums only some of its days.
 */
export function keepableMonths(range: TCchRange, today: string): string[] {
  const months: string[] = [];
  let [year, month] = range.start.slice(0, 7).split('-').map(Number) as [number, number];
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    const { first, last } = monthDays(key);
    if (first > range.end) break;
    if (first >= range.start && last <= range.end && last < today) months.push(key);
    month++;
    if (month === 13) {
      month = 1;
      year++;
    }
  }
  return months;
}

/**
 * The dated prices a month's cost is drawn from: of each period, the price in force on the
 * month's first day and those that start within it (datedValueOn picks among no others for the
 * month's days). Undefined without prices.
 */
export function pricesOfMonth(prices: TEnergyPrices | undefined, month: string): TEnergyPrices | undefined {
  if (!prices) return undefined;
  const { first, last } = monthDays(month);
  return prices.map((dated) => {
    let inForce: (typeof dated)[number] | undefined;
    for (const value of dated) if (value.from <= first && (!inForce || value.from > inForce.from)) inForce = value;
    const starting = dated.filter((value) => value.from > first && value.from <= last);
    return inForce ? [inForce, ...starting] : starting;
  });
}

/**
 * The parts of `range` whose days a monthly chart still reads, given the months it takes as
 * kept (whole months inside the range): the range cut around them, in order.
 */
export function rangesToRead(range: TCchRange, kept: ReadonlySet<string>): TCchRange[] {
  const parts: TCchRange[] = [];
  let start: string | null = range.start;
  for (const month of [...kept].sort()) {
    const { first, last } = monthDays(month);
    if (first < range.start || last > range.end) continue;
    // The day before a month's first is the last of the month before; the day after its last, the first of the next.
    if (start !== null && start < first) parts.push({ start, end: monthDays(previousMonth(month)).last });
    start = last < range.end ? `${nextMonth(month)}-01` : null;
  }
  if (start !== null && start <= range.end) parts.push({ start, end: range.end });
  return parts;
}
