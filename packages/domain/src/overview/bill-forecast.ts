import type { TDatedValue } from '../billing/billing-dates.ts';
import { daysBetween } from '../billing/billing-dates.ts';
import { BillingInputError } from '../billing/billing-errors.ts';
import { computeElectricityInvoice } from '../billing/electricity-invoice.ts';
import { computeGasInvoice } from '../billing/gas-invoice.ts';
import type { TInvoiceComputation, TInvoiceLineKey } from '../billing/invoice-types.ts';
import { madridClockHours } from '../billing/tariff-periods.ts';
import { dayByPeriod, energyPeriodCount, hourlyOf } from '../consumption/metered-days.ts';
import { tariffOptionDiscountedEnergy } from '../tariff-options/tariff-option-discount.ts';
import type { TTariffOptionChoice } from '../tariff-options/tariff-option-schemas.ts';

/**
 * The next bill, forecast (the signed-in overview, docs/overview.md): the days of the billing
 * period in course that have readings, priced by the invoice engine itself (computeElectricityInvoice,
 * computeGasInvoice) with the product's dated prices, the contracted powers, the tariff options in
 * force and the battery discount promised, exactly as the demo's invoices are billed
 * (apps/api seed/demo/demo-invoice-plan.ts, computeContractPeriod). Given the readings of a closed
 * period it gives that period's invoice; given the readings so far, what the invoice would be if
 * the period ended on the last day read: an estimate, and the answer says which days it covers.
 */

/** A product's dated prices (price_list_prices) as the engine reads them: per term, per period. */
export interface TProductPrices {
  /** € per kW and day, per power period (P1 first). */
  power: TDatedValue[][];
  /** € per kWh, per energy period. */
  energy: TDatedValue[][];
  /** € per day. */
  meterRental: TDatedValue[];
  /** Gas: € per day. */
  fixed: TDatedValue[];
  /** Gas: € per kWh. */
  variable: TDatedValue[];
  /** € per exported kWh (self-consumption compensation). */
  surplus: TDatedValue[];
}

/** One row of price_list_prices: term, period (0 for one-period terms), first day, price. */
export interface TProductPriceRow {
  term: string;
  period: number;
  validFrom: string;
  price: number;
}

/**
 * The rows of a price list as dated values per term and period; each holds from its date until
 * the next of the same term and period (the engine's splitByValidity cuts the period there).
 */
export function productPrices(rows: readonly TProductPriceRow[]): TProductPrices {
  const sorted = [...rows].sort((a, b) => a.validFrom.localeCompare(b.validFrom));
  const of = (term: string, period: number) =>
    sorted.filter((row) => row.term === term && row.period === period).map((row) => ({ from: row.validFrom, value: row.price }));
  const periods = (term: string) => [1, 2, 3, 4, 5, 6].map((period) => of(term, period)).filter((values) => values.length > 0);
  return {
    power: periods('power'),
    energy: periods('energy'),
    meterRental: of('meter_rental', 0),
    fixed: of('fixed', 0),
    variable: of('variable', 0),
    surplus: of('surplus', 0),
  };
}

/** One stored day of readings (consumption_days): Wh per slot drawn from the grid, and exported. */
export interface TForecastDay {
  day: string;
  active: readonly (number | null)[];
  exported: readonly (number | null)[] | null;
}

export interface TBillForecastInput {
  kind: 'electricity' | 'gas';
  tariff: string;
  /** kW per power period, P1 first (electricity). */
  powersKw: readonly number[];
  prices: TProductPrices;
  /** First day of the billing period: the day after the last invoice's end (or the contract's start). */
  periodStart: string;
  /** The stored days of the supply point; days before periodStart are ignored. */
  days: readonly TForecastDay[];
  /** The contract's dated tariff-option choices (happy hours, happy day, double tariff). */
  tariffOptions?: readonly TTariffOptionChoice[];
  /** The day the VAT regime is read on (the invoice date): today for a forecast. */
  invoiceDate: string;
  /** Euros the contract's batteries promise its next invoice (promisedBatteryDiscountCents / 100). */
  batteryDiscountAvailable?: number;
}

export interface TBillForecast {
  /** First and last day priced, inclusive: the period's start and the last day with readings. */
  from: string;
  to: string;
  /** Days priced (both ends counted, as invoices count them). */
  days: number;
  /** Always true: the period is not over, and readings may still be corrected. */
  estimate: true;
  computation: TInvoiceComputation;
}

/** The slots of a day's values: 1 hourly, 4 quarter-hourly (gas: one value, read as a whole day). */
const slotsPerHour = (day: TForecastDay) => (day.active.length === madridClockHours(day.day).length * 4 ? 4 : 1);

const sumWh = (values: readonly (number | null)[] | null) => (values ?? []).reduce<number>((sum, value) => sum + (value ?? 0), 0);

/**
 * Energy per tariff period in kWh, summed in Wh through the consumption's dayByPeriod (the charts'
 * and the invoices' one rule), so the kWh are exact to three decimals.
 */
export function energyByTariffPeriod(tariff: string, days: readonly TForecastDay[]): number[] {
  const wh = new Array<number>(energyPeriodCount(tariff)).fill(0);
  for (const day of days) {
    dayByPeriod(tariff, { day: day.day, values: day.active }, slotsPerHour(day)).forEach((value, period) => {
      wh[period]! += value;
    });
  }
  return wh.map((total) => total / 1000);
}

/**
 * The forecast of the period from `periodStart` to the last day with readings, or null when no
 * day of the period has readings yet (nothing to price: the answer says so rather than inventing).
 */
export function forecastBill(input: TBillForecastInput): TBillForecast | null {
  const days = input.days.filter((day) => day.day >= input.periodStart).sort((a, b) => a.day.localeCompare(b.day));
  const last = days.at(-1);
  if (!last) return null;
  const period = { periodStart: input.periodStart, periodEnd: last.day, invoiceDate: input.invoiceDate };
  const forecast = (computation: TInvoiceComputation): TBillForecast => ({
    from: input.periodStart,
    to: last.day,
    days: daysBetween(input.periodStart, last.day),
    estimate: true,
    computation,
  });
  if (input.kind === 'gas') {
    return forecast(
      computeGasInvoice({
        ...period,
        meterRentalPrices: input.prices.meterRental,
        fixedPrices: input.prices.fixed,
        energyPrices: input.prices.variable,
        energyKwh: days.reduce((sum, day) => sum + sumWh(day.active), 0) / 1000,
      }),
    );
  }
  const exported = days.some((day) => day.exported !== null) ? days.reduce((sum, day) => sum + sumWh(day.exported), 0) / 1000 : undefined;
  const hourly = days.map((day) => {
    const values = hourlyOf({ day: day.day, values: day.active });
    if (!values) throw new BillingInputError('billing_period_count_mismatch', `${day.day}: ${day.active.length} values`);
    return { day: day.day, values };
  });
  return forecast(
    computeElectricityInvoice({
      ...period,
      meterRentalPrices: input.prices.meterRental,
      tariff: input.tariff,
      contractedPowerKw: input.powersKw,
      powerPrices: input.prices.power,
      energyKwh: energyByTariffPeriod(input.tariff, days),
      energyPrices: input.prices.energy,
      energyDiscounts: tariffOptionDiscountedEnergy(input.tariff, hourly, input.tariffOptions ?? []),
      ...(exported === undefined ? {} : { exportedKwh: exported, surplusPrices: input.prices.surplus }),
      ...(input.batteryDiscountAvailable === undefined ? {} : { batteryDiscountAvailable: input.batteryDiscountAvailable }),
    }),
  );
}

/** The amounts a bill is told by on the overview, in euros; they add up to `total`. */
export interface TBillAmounts {
  /** Power term (electricity) or fixed term (gas). */
  power: number;
  /** Energy (variable) term after tariff-option discounts and self-consumption compensation. */
  energy: number;
  /** Meter rental. */
  meter_rental: number;
  /** Electricity or hydrocarbon tax, and VAT. */
  taxes: number;
  /** Taken off after VAT from a virtual battery (0 without). */
  battery_discount: number;
  total: number;
}

const POWER_LINES: readonly TInvoiceLineKey[] = ['power_term', 'fixed_term'];
const ENERGY_LINES: readonly TInvoiceLineKey[] = [
  'energy_term',
  'variable_term',
  'tariff_option_discount',
  'self_consumption_compensation',
];

/** A computation's lines and taxes grouped as the overview tells them, summed in cents. */
export function billAmounts(computation: TInvoiceComputation): TBillAmounts {
  const cents = (keys: readonly TInvoiceLineKey[]) =>
    computation.lines.filter((line) => keys.includes(line.key)).reduce((sum, line) => sum + Math.round(line.amount * 100), 0);
  const taxes = computation.taxes.reduce((sum, tax) => sum + Math.round(tax.amount * 100), 0);
  return {
    power: cents(POWER_LINES) / 100,
    energy: cents(ENERGY_LINES) / 100,
    meter_rental: cents(['meter_rental']) / 100,
    taxes: taxes / 100,
    battery_discount: (0 - cents(['virtual_battery_discount'])) / 100,
    total: computation.total,
  };
}
