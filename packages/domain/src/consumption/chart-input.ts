import type { TCchChartType, TCchRange } from './cch-range.ts';
import type { TDiscountAt, TEnergyPrices } from './energy-cost.ts';

/** A stored day (apps/api consumption_days): every magnitude with the same slots, estimated slot numbers. */
export interface TStoredDay {
  day: string;
  active: readonly (number | null)[];
  exported: readonly (number | null)[] | null;
  reactive: readonly (number | null)[] | null;
  estimated: readonly number[];
}

export interface TCchChartInput {
  type: TCchChartType;
  tariff: string;
  range: TCchRange;
  days: readonly TStoredDay[];
  /** The last day this supply point has a reading of (any day, not only in the range). */
  lastReading: string | null;
  /** Dated €/kWh per period; no prices, no cost. */
  prices?: TEnergyPrices;
  discountAt?: TDiscountAt;
  /**
   * Monthly charts only: whole months as monthBuckets kept them from the same readings, prices
   * and options; their days are not needed (docs/consumption.md, "Months kept").
   */
  kept?: ReadonlyMap<string, TMonthBucket>;
  /** Daily charts only: whole months' days as monthDayBuckets kept them, by month ('YYYY-MM'), likewise. */
  keptDays?: ReadonlyMap<string, TMonthDays>;
}

/**
 * One month of a monthly chart before rounding: each magnitude's and the cost's sums by period
 * (null where no day of the month had a reading), whether a day was estimated, and whether a day
 * had exported or reactive readings at all. Kept as JSON: every number is a double that prints
 * and parses back to itself.
 */
export interface TMonthBucket {
  active: number[] | null;
  exported: number[] | null;
  reactive: number[] | null;
  cost: number[] | null;
  estimated: boolean;
  hasExported: boolean;
  hasReactive: boolean;
}

/**
 * The days of one month of a daily chart before rounding, kept as a month is (TMonthBucket) but
 * with one bucket per day, in columns so the JSON names each field once: entry `n` of each
 * column is the month's day `n + 1` (null where that day had no reading of it), `estimated` the
 * entries with an estimated slot, and whether a day of the month had exported or reactive
 * readings at all.
 */
export interface TMonthDays {
  active: (number[] | null)[];
  exported: (number[] | null)[];
  reactive: (number[] | null)[];
  cost: (number[] | null)[] | null;
  estimated: number[];
  hasExported: boolean;
  hasReactive: boolean;
}
