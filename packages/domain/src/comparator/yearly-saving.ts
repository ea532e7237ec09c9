import type { TInvoiceComputation } from '../billing/invoice-types.ts';
import type { TYearlySaving } from './compare-types.ts';
import { profileShare, type TSeasonalProfile } from './seasonal-profiles.ts';

/** Days of the year the extrapolation scales per-day terms to. */
export const DAYS_PER_YEAR = 365;

const ENERGY_KEYS = new Set(['energy_term', 'variable_term']);

/**
 * How many times the period's bill a year costs (docs/comparator.md, "Yearly saving"). Per-day terms (power,
 * fixed term, meter rental) scale by days, 365 / days; energy by the seasonal profile, 1 / (the profile's share
 * of the year in those days). Our bill's split between the two weighs them; taxes follow their bases.
 */
export function yearFactor(ours: TInvoiceComputation, profile: TSeasonalProfile, start: string, end: string): number {
  const cents = (amounts: number[]) => amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0);
  const all = cents(ours.lines.map((line) => line.amount));
  const energy = cents(ours.lines.filter((line) => ENERGY_KEYS.has(line.key)).map((line) => line.amount));
  const energyWeight = all > 0 ? energy / all : 0;
  const byDays = DAYS_PER_YEAR / ours.days;
  const bySeason = 1 / profileShare(profile, start, end);
  return (1 - energyWeight) * byDays + energyWeight * bySeason;
}

/** Our bill and theirs over a year, both times the same factor; saving = theirs − ours, in cents. */
export function yearlySaving(
  ours: TInvoiceComputation,
  paid: number,
  profile: TSeasonalProfile,
  start: string,
  end: string,
): TYearlySaving {
  const factor = yearFactor(ours, profile, start, end);
  const oursCents = Math.round(Math.round(ours.total * 100) * factor);
  const theirsCents = Math.round(Math.round(paid * 100) * factor);
  return {
    ours: oursCents / 100,
    theirs: theirsCents / 100,
    saving: (theirsCents - oursCents) / 100,
    basis: profile.basis,
    source: profile.source,
  };
}
