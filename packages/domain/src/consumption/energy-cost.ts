import type { TDatedValue } from '../billing/billing-dates.ts';
import { tariffPeriodsOfDay } from '../billing/tariff-periods.ts';
import { isGasTariff, madridHours, type TMeteredDay } from './metered-days.ts';

/**
 * The estimated energy cost of readings (for a kWh / euro switch "from the billing
 * engine on the contract's dated prices and options, energy term by period, excluding fixed
 * terms"): each slot's kWh × the €/kWh of its tariff period on its day × (1 − the discount of
 * the tariff option in force at that hour). The invoice's energy term multiplies the same kWh
 * by the same prices (billing/electricity-invoice.ts); it rounds once per line, this once per
 * chart bucket, so the two agree to the cent over a period with one price.
 */

/** € per kWh per energy period (P1 first; one for gas), each a list of dated prices. */
export type TEnergyPrices = readonly (readonly TDatedValue[])[];

/** The fraction of the energy term a tariff option discounts on a local day and clock hour (0 when none). */
export type TDiscountAt = (day: string, clockHour: number) => number;

/** The value in force on a day: the latest `from` not after it, unless its `to` is before it. */
export function datedValueOn(values: readonly TDatedValue[], day: string): number | null {
  let found: TDatedValue | undefined;
  for (const value of values) if (value.from <= day && (!found || value.from > found.from)) found = value;
  if (!found || (found.to && found.to < day)) return null;
  return found.value;
}

/**
 * Euro cents of each slot of a day of readings (hourly, quarter-hourly, or gas's one a day),
 * fractional: the chart sums them into buckets, then rounds. Null where the reading or the price
 * is missing.
 */
export function slotCostCents(
  tariff: string,
  metered: TMeteredDay,
  prices: TEnergyPrices,
  discountAt: TDiscountAt = () => 0,
): (number | null)[] {
  const slots = metered.values.length;
  if (isGasTariff(tariff) || slots === 1) {
    const price = datedValueOn(prices[0] ?? [], metered.day);
    return metered.values.map((wh) => (wh === null || price === null ? null : (wh / 1000) * price * 100));
  }
  const hours = madridHours(metered.day);
  const periods = tariffPeriodsOfDay(tariff, metered.day);
  const perHour = slots / hours.length;
  const priceOf = periods.map((period) => datedValueOn(prices[period - 1] ?? [], metered.day));
  return metered.values.map((wh, slot) => {
    const hour = Math.floor(slot / perHour);
    const price = priceOf[hour];
    if (wh === null || price === null || price === undefined) return null;
    return (wh / 1000) * price * (1 - discountAt(metered.day, hours[hour]!.hour)) * 100;
  });
}
