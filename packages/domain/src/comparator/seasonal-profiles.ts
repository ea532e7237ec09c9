import { daysBetween, daysInMonth } from '../billing/billing-dates.ts';

/**
 * A seasonal consumption profile: the share of a year's consumption that falls in each calendar month
 * (January first; the twelve add up to 1), spread evenly over the month's days.
 */
export interface TSeasonalProfile {
  monthShares: readonly number[];
  basis: 'official-profile' | 'estimate';
  source: string;
}

/**
 * Electricity, household (2.0TD). The official initial profiles (REE/DGPEM "perfiles iniciales de consumo",
 * hourly coefficients published each year in the BOE and as REE's PERFF files) were not reachable from here in
 * any package or dataset, so this is a documented approximation, labelled an estimate: winter highest (heating,
 * lighting), a smaller summer peak (cooling), spring and autumn lowest (docs/comparator.md, "Yearly saving").
 */
export const ELECTRICITY_HOUSEHOLD_PROFILE: TSeasonalProfile = {
  monthShares: [0.099, 0.087, 0.085, 0.075, 0.072, 0.075, 0.088, 0.088, 0.077, 0.076, 0.083, 0.095],
  basis: 'estimate',
  source: 'estimate: seasonal household electricity shares, docs/comparator.md',
};

/**
 * Gas, household (RL.1–RL.2): a heating-season approximation, labelled an estimate. Heating (November–March)
 * carries most of the year; hot water and cooking the flat summer base (docs/comparator.md).
 */
export const GAS_HEATING_PROFILE: TSeasonalProfile = {
  monthShares: [0.175, 0.15, 0.115, 0.075, 0.045, 0.03, 0.025, 0.025, 0.03, 0.055, 0.11, 0.165],
  basis: 'estimate',
  source: 'estimate: heating-season household gas shares, docs/comparator.md',
};

/** The share of a year's consumption the profile puts in the days from start to end (inclusive). */
export function profileShare(profile: TSeasonalProfile, start: string, end: string): number {
  const days = daysBetween(start, end);
  const first = Date.parse(`${start}T00:00:00Z`);
  let share = 0;
  for (let day = 0; day < days; day++) {
    const date = new Date(first + day * 86_400_000);
    const year = date.getUTCFullYear();
    const month = date.getUTCMonth() + 1;
    share += profile.monthShares[month - 1]! / daysInMonth(year, month);
  }
  return share;
}
