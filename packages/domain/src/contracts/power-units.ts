/** Up to 15 kW a change asks for P1 and P2; above it, for P1 to P6 (customer-area §9). */
export const POWER_LIMIT_TWO_PERIODS_KW = 15;
export const POWER_PERIOD_COUNT = 6;
export const POWER_MAX_DECIMALS = 3;

/**
 * A power change counts in whole watts from the form's field to the request (customer-area §7:
 * the call sends kW × 1000): the typed kW are converted once, at the form's edge, and the
 * contract's kW once, when the dialog opens.
 */
const POWER_LIMIT_TWO_PERIODS_W = POWER_LIMIT_TWO_PERIODS_KW * 1000;

// Digits, optionally a comma or dot and at most three decimals: a watt is the finest step.
const KW_INPUT = /^\d+(?:[.,]\d{1,3})?$/;

/** kW typed the Spanish way (`4,6`) or with a dot, as whole watts; NaN when empty, negative or finer than a watt. */
export function kwTextToWatts(value: string): number {
  const trimmed = value.trim();
  if (!KW_INPUT.test(trimmed)) return Number.NaN;
  return kwToWatts(Number(trimmed.replace(',', '.')));
}

/** kW (what the contract answers) as whole watts; rounding absorbs binary float error (4.6 * 1000). */
export function kwToWatts(kw: number): number {
  return Math.round(kw * 1000);
}

/** Periods 3 to 6 are asked for once P1 or P2 exceeds 15 kW (watts; empty or unreadable is not above). */
export function needsSixPeriods(p1W: number | undefined, p2W: number | undefined): boolean {
  return (p1W ?? 0) > POWER_LIMIT_TWO_PERIODS_W || (p2W ?? 0) > POWER_LIMIT_TWO_PERIODS_W;
}

/** A contract that already has more than two periods (3.0TD, 6.xTD): its change is always of six. */
export function hasSixPeriods(currentW: readonly number[]): boolean {
  return currentW.length > 2;
}

/**
 * Whether a change asks for P1 to P6: always for a contract of six periods (they are all shown,
 * with today's values, from the start), else once P1 or P2 exceeds 15 kW (customer-area §5).
 */
export function asksSixPeriods(currentW: readonly number[], p1W: number | undefined, p2W: number | undefined): boolean {
  return hasSixPeriods(currentW) || needsSixPeriods(p1W, p2W);
}
