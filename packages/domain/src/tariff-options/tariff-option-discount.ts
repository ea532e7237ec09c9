import { BillingInputError } from '../billing/billing-errors.ts';
import type { TEnergyDiscount } from '../billing/invoice-types.ts';
import { madridClockHours, tariffPeriodsOfDay } from '../billing/tariff-periods.ts';
import { checkSlots, type TMeteredDay } from '../consumption/metered-days.ts';
import { monthIndex, TARIFF_OPTION_KINDS, type TTariffOptionChoice, type TTariffOptionKind } from './tariff-option-schemas.ts';

/**
 * What each option does to the price (docs/billing.md, "Tariff options"). While an option
 * applies, the energy term of that hour is discounted by the product's fraction:
 *
 * - happy hours: local clock hours startHour ≤ h < endHour of every day (the autumn day's
 *   repeated 02:00 counts twice, the spring day has no 02:00);
 * - happy day: every hour of the chosen ISO weekday (1 Monday … 7 Sunday), local calendar;
 * - double tariff: every hour of the calendar months startMonth/startYear … endMonth/endYear.
 *
 * The choice of a kind in force on a day is the latest with validFrom ≤ day (a later choice
 * replaces the earlier from its day on); before the first nothing applies. Discounts do not
 * stack: where several kinds apply to one hour, the greatest fraction does (the first kind in
 * TARIFF_OPTION_KINDS order on a tie).
 */

/** ISO weekday of a calendar day: 1 Monday … 7 Sunday. */
export function isoWeekday(day: string): number {
  const weekday = new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)))).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** The choice of `kind` in force on `day`: the latest with validFrom ≤ day, or none. */
export function choiceInForce<K extends TTariffOptionKind>(
  choices: readonly TTariffOptionChoice[],
  kind: K,
  day: string,
): Extract<TTariffOptionChoice, { kind: K }> | undefined {
  let found: TTariffOptionChoice | undefined;
  for (const choice of choices) {
    if (choice.kind !== kind || choice.validFrom > day) continue;
    if (!found || choice.validFrom >= found.validFrom) found = choice;
  }
  return found as Extract<TTariffOptionChoice, { kind: K }> | undefined;
}

/** Whether a choice covers the whole of `day` (happy day, double tariff) or some of its hours (happy hours: then `clockHour` decides). */
function applies(choice: TTariffOptionChoice, day: string, clockHour: number): boolean {
  switch (choice.kind) {
    case 'happy_hours':
      return clockHour >= choice.startHour && clockHour < choice.endHour;
    case 'happy_day':
      return isoWeekday(day) === choice.value;
    case 'double_tariff': {
      const month = monthIndex(Number(day.slice(0, 4)), Number(day.slice(5, 7)));
      return month >= monthIndex(choice.startYear, choice.startMonth) && month <= monthIndex(choice.endYear, choice.endMonth);
    }
  }
}

/** The choices in force on a day, one per kind at most, in TARIFF_OPTION_KINDS order. */
function inForceOn(choices: readonly TTariffOptionChoice[], day: string): TTariffOptionChoice[] {
  return TARIFF_OPTION_KINDS.map((kind) => choiceInForce(choices, kind, day)).filter((c): c is TTariffOptionChoice => c !== undefined);
}

function winner(inForce: readonly TTariffOptionChoice[], day: string, clockHour: number): TTariffOptionChoice | undefined {
  let best: TTariffOptionChoice | undefined;
  for (const choice of inForce) {
    if (choice.fraction > 0 && applies(choice, day, clockHour) && (!best || choice.fraction > best.fraction)) best = choice;
  }
  return best;
}

/**
 * The fraction (0..1) of the energy term discounted on local `day` (YYYY-MM-DD) at local
 * `clockHour` (0..23) by the choices in force; 0 when none applies. The consumption chart
 * prices each hour with it: cost = kWh × price × (1 − fraction).
 */
export function optionDiscountFraction(choices: readonly TTariffOptionChoice[], day: string, clockHour: number): number {
  return winner(inForceOn(choices, day), day, clockHour)?.fraction ?? 0;
}

/**
 * The energy the options discount over days of hourly readings (Wh, one value per local clock
 * hour: 23, 24 or 25 a day, as metered-days.ts), by option, tariff period and fraction, in kWh
 * to the Wh: the billing engine's `energyDiscounts` (computeElectricityInvoice). Summed in Wh,
 * like energyByPeriod, so the discounted kWh of a period never exceed its metered kWh.
 */
export function tariffOptionDiscountedEnergy(
  tariff: string,
  days: Iterable<TMeteredDay>,
  choices: readonly TTariffOptionChoice[],
): TEnergyDiscount[] {
  const sums = new Map<string, TEnergyDiscount & { wh: number }>();
  if (choices.length === 0) return [];
  for (const metered of days) {
    const inForce = inForceOn(choices, metered.day);
    if (inForce.length === 0) continue;
    checkSlots(metered, 1);
    const hours = madridClockHours(metered.day);
    const periods = tariffPeriodsOfDay(tariff, metered.day);
    metered.values.forEach((wh, slot) => {
      // A gap is no energy, so no discount.
      if (wh === null) return;
      if (!Number.isFinite(wh) || wh < 0) throw new BillingInputError('billing_invalid_quantity', `${metered.day}[${slot}]=${wh}`);
      const choice = winner(inForce, metered.day, hours[slot]!);
      if (!choice || wh === 0) return;
      const period = periods[slot]!;
      const key = `${choice.kind}|${period}|${choice.fraction}`;
      const sum = sums.get(key);
      if (sum) sum.wh += wh;
      else sums.set(key, { option: choice.kind, period, fraction: choice.fraction, kwh: 0, wh });
    });
  }
  const order = (d: TEnergyDiscount) => TARIFF_OPTION_KINDS.indexOf(d.option as TTariffOptionKind);
  return [...sums.values()]
    .map(({ wh, ...discount }) => ({ ...discount, kwh: wh / 1000 }))
    .sort((a, b) => order(a) - order(b) || a.period - b.period || a.fraction - b.fraction);
}
