import { formatPower, kwToWatts, type TContract, type TLanguage } from '@portal/domain';

const periodIndex = (period: string) => {
  const match = /(\d+)/.exec(period);
  return match ? Number(match[1]) : Number.POSITIVE_INFINITY;
};

/** The contracted power per period, P1 first. */
export function sortedPowerPeriods(contract: Pick<TContract, 'contracted_power_period'>): TContract['contracted_power_period'] {
  return [...contract.contracted_power_period].sort((a, b) => periodIndex(a.period) - periodIndex(b.period));
}

/** Current power in whole watts, P1 first: the contract answers kW, the power change counts in the call's watts. */
export function currentPowerW(contract: Pick<TContract, 'contracted_power_period'>): number[] {
  return sortedPowerPeriods(contract).map((p) => kwToWatts(p.power));
}

/**
 * `P1 4,6 kW · P2 4,6 kW`, for the list's power column; `label` names a period by its number
 * (the shared periodLabel: `Peak 4,6 kW · Off-peak 4,6 kW` for 2.0TD).
 */
export function powerSummary(
  contract: Pick<TContract, 'contracted_power_period'>,
  language: TLanguage,
  label: (period: number, fallback: string) => string = (_, fallback) => fallback,
): string {
  return sortedPowerPeriods(contract)
    .map((p) => `${label(periodIndex(p.period), p.period)} ${formatPower(p.power, language)}`)
    .join(' · ');
}
