import { daysBetween } from '../billing/billing-dates.ts';
import { BillingInputError } from '../billing/billing-errors.ts';

/**
 * Highest load factor a bill may show (visitor-and-shell §5.3, "consumption must not be too high relative to
 * the power"): kWh ≤ the largest contracted kW × the period's hours × this. 1.0 means running at the full
 * contracted power every hour of the period: up to 15 kW the limiter cuts the supply above it, and a
 * maximeter supply may exceed its power for a while but not every hour of a period, so a bill beyond it was
 * mistyped.
 */
export const CONSUMPTION_LOAD_FACTOR_LIMIT = 1;

export const CONSUMPTION_FIELDS = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'] as const;
export type TConsumptionField = (typeof CONSUMPTION_FIELDS)[number];

/** The most kWh the powers allow over the period, or null when the dates are not a period. */
export function maxConsumptionKwh(periodStart: string, periodEnd: string, powersKw: readonly number[]): number | null {
  let days: number;
  try {
    days = daysBetween(periodStart, periodEnd);
  } catch (error) {
    if (error instanceof BillingInputError) return null;
    throw error;
  }
  const power = Math.max(0, ...powersKw.filter((kw) => Number.isFinite(kw)));
  return power * days * 24 * CONSUMPTION_LOAD_FACTOR_LIMIT;
}

/**
 * The consumption field to flag when the period's total is more than the powers could draw (the field
 * holding the most kWh, where a slip of a digit most likely is), or null. Dates that are not a period are
 * the date rules' to report, so they give null here.
 */
export function consumptionTooHigh(input: {
  periodStart: string;
  periodEnd: string;
  powersKw: readonly number[];
  consumptionKwh: readonly number[];
}): TConsumptionField | null {
  const limit = maxConsumptionKwh(input.periodStart, input.periodEnd, input.powersKw);
  if (limit === null) return null;
  const values = input.consumptionKwh.slice(0, CONSUMPTION_FIELDS.length).map((kwh) => (Number.isFinite(kwh) ? kwh : 0));
  const total = values.reduce((sum, kwh) => sum + kwh, 0);
  if (total <= limit) return null;
  const largest = values.indexOf(Math.max(...values));
  return CONSUMPTION_FIELDS[largest]!;
}

/** §5.3 / §5.4: the billing period's end must not be before its start (ISO dates compare as text). */
export const endBeforeStart = (periodStart: string, periodEnd: string) => periodEnd < periodStart;

/** §5.3, §9: consumption and amounts are whole numbers, not negative. */
export const isWholeNumber = (value: number) => Number.isInteger(value) && value >= 0;
