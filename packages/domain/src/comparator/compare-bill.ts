import { BillingInputError } from '../billing/billing-errors.ts';
import { computeElectricityInvoice, tariffPeriods } from '../billing/electricity-invoice.ts';
import { computeGasInvoice } from '../billing/gas-invoice.ts';
import type { TBillComparison, TElectricityBillInput, TGasBillInput } from './compare-types.ts';
import { ELECTRICITY_HOUSEHOLD_PROFILE, GAS_HEATING_PROFILE } from './seasonal-profiles.ts';
import { yearlySaving } from './yearly-saving.ts';

/**
 * The powers of a comparison from the form's two fields (visitor-and-shell §3.3: power, power2): a
 * two-period tariff takes [power, power2]; a six-period one P1 = power and P2–P6 = power2 (tariffs of six
 * periods need P1 ≤ … ≤ P6, which a second power at least the first keeps). No power2: power everywhere.
 */
export function comparisonPowers(tariff: string, power: number, power2?: number | null): number[] {
  const second = power2 ?? power;
  const count = tariffPeriods(tariff).power;
  return [power, ...Array.from({ length: count - 1 }, () => second)];
}

/** The tariff's energy periods of the form's p1..p6; a period the tariff does not have must be empty. */
function consumptionOfTariff(tariff: string, consumption: readonly number[]): number[] {
  const { energy } = tariffPeriods(tariff);
  const extra = consumption.slice(energy).filter((kwh) => kwh !== 0);
  if (consumption.length < energy || extra.length > 0) {
    throw new BillingInputError('billing_period_count_mismatch', `consumptionKwh: ${consumption.length} for ${tariff}`);
  }
  return consumption.slice(0, energy);
}

function checkPaid(paid: number): void {
  if (!Number.isFinite(paid) || paid < 0) throw new BillingInputError('billing_invalid_value', `paid=${paid}`);
}

const savingOf = (paid: number, total: number) => (Math.round(paid * 100) - Math.round(total * 100)) / 100;

/**
 * A visitor's electricity bill against our offer (visitor-and-shell §3.3, §3.5): their period, powers and
 * consumption priced with our dated prices by the invoice engine, with the taxes in force on those dates
 * (the invoice date is the period's end), then the saving and its yearly extrapolation.
 */
export function compareElectricityBill(input: TElectricityBillInput): TBillComparison {
  checkPaid(input.paid);
  const ours = computeElectricityInvoice({
    tariff: input.tariff,
    periodStart: input.periodStart,
    periodEnd: input.periodEnd,
    invoiceDate: input.periodEnd,
    contractedPowerKw: input.powersKw,
    powerPrices: input.prices.powerPrices,
    energyKwh: consumptionOfTariff(input.tariff, input.consumptionKwh),
    energyPrices: input.prices.energyPrices,
    meterRentalPrices: input.prices.meterRentalPrices,
  });
  return {
    ours,
    paid: input.paid,
    saving: savingOf(input.paid, ours.total),
    yearly: yearlySaving(ours, input.paid, ELECTRICITY_HOUSEHOLD_PROFILE, input.periodStart, input.periodEnd),
  };
}

/** A visitor's gas bill against our offer (visitor-and-shell §3.4, §3.5), through the gas invoice engine. */
export function compareGasBill(input: TGasBillInput): TBillComparison {
  checkPaid(input.paid);
  const ours = computeGasInvoice({
    periodStart: input.periodStart,
    periodEnd: input.periodEnd,
    invoiceDate: input.periodEnd,
    fixedPrices: input.prices.fixedPrices,
    energyKwh: input.consumptionKwh,
    energyPrices: input.prices.energyPrices,
    meterRentalPrices: input.prices.meterRentalPrices,
  });
  return {
    ours,
    paid: input.paid,
    saving: savingOf(input.paid, ours.total),
    yearly: yearlySaving(ours, input.paid, GAS_HEATING_PROFILE, input.periodStart, input.periodEnd),
  };
}
