import { madridClockHours } from '../billing/tariff-periods.ts';
import { sumByPeriod, type TMeteredDay, type TSlotsPerHour } from '../consumption/metered-days.ts';

/**
 * This month's consumption against the same month last year (the signed-in overview,
 * docs/overview.md), summed by the consumption's sumByPeriod as the charts and invoices sum it.
 * The month is the one of the last day read (readings lag about three days, customer-area §9, so
 * on the 2nd the month in course has none yet); last year counts the same days of the month, so
 * a half month is never set against a whole one, and the whole month too, for scale.
 */
export interface TMonthComparisonInput {
  tariff: string;
  /** The last day with readings (up to today), or null when the point has none. */
  lastReading: string | null;
  /** Stored days of the month of lastReading (others are ignored). */
  thisMonth: readonly TMeteredDay[];
  /** Stored days of the same month a year before (others are ignored). */
  lastYear: readonly TMeteredDay[];
}

export interface TMonthComparison {
  /** 'YYYY-MM' of the last day read. */
  month: string;
  /** The last day read: this month's figures run from the 1st to it. */
  through: string;
  /** kWh this month so far, total and per tariff period (P1 first). */
  kwh: number;
  kwh_by_period: number[];
  /** 'YYYY-MM' of the same month last year. */
  last_year_month: string;
  /** kWh of the same days last year (1st to the day of `through`); null without readings then. */
  last_year_same_days_kwh: number | null;
  /** kWh of the whole month last year; null without readings then. */
  last_year_month_kwh: number | null;
  /** this month against the same days last year, in percent (rounded to a whole); null when not comparable. */
  change_percent: number | null;
}

/** A month back by a year: '2026-11' → '2025-11'. */
export const sameMonthLastYear = (month: string) => `${String(Number(month.slice(0, 4)) - 1).padStart(4, '0')}${month.slice(4)}`;

/** The last day of a 'YYYY-MM' month. */
export function lastDayOfMonth(month: string): string {
  const last = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0));
  return last.toISOString().slice(0, 10);
}

const slotsOf = (day: TMeteredDay | undefined): TSlotsPerHour =>
  day && day.values.length === madridClockHours(day.day).length * 4 ? 4 : 1;

/** Wh per period of the days, in kWh exact to three decimals; null when no day is given. */
function kwhByPeriod(tariff: string, days: readonly TMeteredDay[]): number[] | null {
  if (days.length === 0) return null;
  const sums = sumByPeriod(tariff, days, 'month', slotsOf(days[0]));
  // One bucket: the days given are of one month.
  return sums.byPeriod.map((values) => values.reduce((a, b) => a + b, 0) / 1000);
}

const total = (byPeriod: readonly number[]) => Math.round(byPeriod.reduce((a, b) => a + b, 0) * 1000) / 1000;

export function monthComparison(input: TMonthComparisonInput): TMonthComparison | null {
  if (!input.lastReading) return null;
  const month = input.lastReading.slice(0, 7);
  const dayOfMonth = input.lastReading.slice(8);
  const lastYearMonth = sameMonthLastYear(month);
  const thisMonth = input.thisMonth.filter((d) => d.day.startsWith(month) && d.day <= input.lastReading!);
  const lastYear = input.lastYear.filter((d) => d.day.startsWith(lastYearMonth));
  const sameDays = lastYear.filter((d) => d.day.slice(8) <= dayOfMonth);
  const now = kwhByPeriod(input.tariff, thisMonth) ?? new Array<number>(0);
  const kwh = total(now);
  const before = kwhByPeriod(input.tariff, sameDays);
  const beforeKwh = before ? total(before) : null;
  const wholeMonth = kwhByPeriod(input.tariff, lastYear);
  return {
    month,
    through: input.lastReading,
    kwh,
    kwh_by_period: now,
    last_year_month: lastYearMonth,
    last_year_same_days_kwh: beforeKwh,
    last_year_month_kwh: wholeMonth ? total(wholeMonth) : null,
    change_percent: beforeKwh ? Math.round(((kwh - beforeKwh) / beforeKwh) * 100) : null,
  };
}
