/** Up to 15 kW a change asks for P1 and P2; above it, for P1 to P6 (customer-area §9). */
export const POWER_LIMIT_TWO_PERIODS_KW = 15;
export const POWER_PERIOD_COUNT = 6;
export const POWER_MAX_DECIMALS = 3;

// Digits, optionally a comma or dot and at most three decimals: a watt is the finest step.
const KW_INPUT = /^\d+(?:[.,]\d{1,3})?$/;

/** kW typed the Spanish way (`4,6`) or with a dot; NaN when empty, negative or finer than a watt. */
export function parseKw(value: string | number): number {
  if (typeof value === 'number') {
    return Number.isFinite(value) && value >= 0 && Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6 ? value : Number.NaN;
  }
  const trimmed = value.trim();
  if (!KW_INPUT.test(trimmed)) return Number.NaN;
  return Number(trimmed.replace(',', '.'));
}

/** The power call sends watts (customer-area §7); rounding absorbs binary float error (4.6 * 1000). */
export function kwToWatts(kw: number): number {
  return Math.round(kw * 1000);
}

export function wattsToKw(watts: number): number {
  return watts / 1000;
}

/** Periods 3 to 6 are asked for once P1 or P2 exceeds 15 kW. */
export function needsSixPeriods(p1Kw: number, p2Kw: number): boolean {
  return p1Kw > POWER_LIMIT_TWO_PERIODS_KW || p2Kw > POWER_LIMIT_TWO_PERIODS_KW;
}
