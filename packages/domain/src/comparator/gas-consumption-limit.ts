/**
 * The gas access tariffs' bands (Circular CNMC 6/2020, peajes de redes locales RL.1–RL.11): the
 * most kWh a year a point of each band consumes. RL.11 has no upper limit.
 */
export const GAS_BAND_MAX_KWH_PER_YEAR: Readonly<Record<string, number>> = {
  'RL.1': 5_000,
  'RL.2': 15_000,
  'RL.3': 50_000,
  'RL.4': 300_000,
  'RL.5': 1_500_000,
  'RL.6': 5_000_000,
  'RL.7': 15_000_000,
  'RL.8': 50_000_000,
  'RL.9': 150_000_000,
  'RL.10': 500_000_000,
};

/**
 * How far a period may go above its share of the band's year (docs/comparator-api.md, "Gas
 * consumption limit"): heating concentrates a household's gas in winter, when a month takes up to
 * about two and a half times an average month's, and a point keeps last year's band for a while when
 * it consumes more; three times the share leaves room for both and still catches a reading typed for
 * a consumption or an extra digit (visitor-and-shell §5.3's "not too high", applied to gas).
 */
export const GAS_PERIOD_PEAK_FACTOR = 3;

/** The most kWh a gas period of `days` days may consume in band `tariffName`; undefined: no limit. */
export function maxGasConsumptionKwh(tariffName: string, days: number): number | undefined {
  const yearly = GAS_BAND_MAX_KWH_PER_YEAR[tariffName.trim().toUpperCase()];
  if (yearly === undefined || !(days > 0)) return undefined;
  return (yearly * days * GAS_PERIOD_PEAK_FACTOR) / 365;
}

/** True when a gas period's consumption is more than its band allows for the period. */
export function gasConsumptionTooHigh(tariffName: string, kwh: number, days: number): boolean {
  const max = maxGasConsumptionKwh(tariffName, days);
  return max !== undefined && kwh > max;
}
