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
}
