/**
 * "Consumption must not be too high relative to the power" (visitor-and-shell §5.3). The documented
 * threshold (docs/comparator.md, "Consumption limit"): a supply point cannot draw more energy in a
 * period than its largest contracted power running every hour of every day of it (kW × 24 h × days),
 * since the meter's power control trips above the contracted power. A bill above that was typed wrong
 * (Wh for kWh, a reading for a consumption, an extra digit).
 */
export const HOURS_PER_DAY = 24;

/** The most kWh a period of `days` days may consume with `maxPowerKw` contracted. */
export function maxConsumptionKwh(maxPowerKw: number, days: number): number {
  return maxPowerKw * HOURS_PER_DAY * days;
}

/** True when the consumption typed is more than the power could deliver in the period. */
export function consumptionTooHigh(totalKwh: number, maxPowerKw: number, days: number): boolean {
  if (!(maxPowerKw > 0) || !(days > 0)) return false;
  return totalKwh > maxConsumptionKwh(maxPowerKw, days);
}
