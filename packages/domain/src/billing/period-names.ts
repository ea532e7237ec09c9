/**
 * What a tariff period is called on screen. Households know the 2.0TD periods by the names the
 * regulator and their bills give them, not by number: energy P1 peak (punta), P2 standard (llano),
 * P3 off-peak (valle); power P1 peak (punta and llano together) and P2 off-peak (valle), Circular
 * CNMC 3/2020. Other tariffs (3.0TD, 6.xTD) have six periods whose hours change with the season,
 * so a name would mislead: they keep P1…P6. Tariffs are told apart as tariffPeriods does (a name
 * containing 2.0 is the two-power, three-energy household tariff).
 */
export type TPeriodKind = 'energy' | 'power';

export type TPeriodNameKey = 'tariff_period_peak' | 'tariff_period_standard' | 'tariff_period_off_peak' | 'tariff_period_numbered';

/** A message key and the period number it may show (`tariff_period_numbered`: "P{{period}}"). */
export interface TPeriodName {
  key: TPeriodNameKey;
  period: number;
}

const HOUSEHOLD_NAMES: Record<TPeriodKind, readonly TPeriodNameKey[]> = {
  energy: ['tariff_period_peak', 'tariff_period_standard', 'tariff_period_off_peak'],
  power: ['tariff_period_peak', 'tariff_period_off_peak'],
};

/** The name of period `period` (1 = P1) of `tariff` for energy or power. */
export function periodName(tariff: string | null | undefined, period: number, kind: TPeriodKind): TPeriodName {
  const named = tariff?.includes('2.0') ? HOUSEHOLD_NAMES[kind][period - 1] : undefined;
  return { key: named ?? 'tariff_period_numbered', period };
}

/** The period number of a contract's power period label ('P2' → 2; NaN when none). */
export function periodNumber(label: string): number {
  const match = /(\d+)/.exec(label);
  return match ? Number(match[1]) : Number.NaN;
}
