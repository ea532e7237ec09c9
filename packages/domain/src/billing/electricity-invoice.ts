import { batteryDiscountLines } from './battery-discount-lines.ts';
import { splitByValidity, valueOn } from './billing-dates.ts';
import { BillingInputError } from './billing-errors.ts';
import { centsToEuros, multiplyExact, multiplyToCents, prorateByDays } from './billing-money.ts';
import {
  billingPeriod,
  finishInvoice,
  kwhByStretch,
  perDayLines,
  perKwhLines,
  requireNonNegative,
  sumCents,
  type TCentLine,
  type TCentTax,
} from './invoice-lines.ts';
import type { TElectricityInvoiceInput, TEnergyDiscount, TInvoiceComputation } from './invoice-types.ts';
import { compensationLines } from './self-consumption-lines.ts';
import { ELECTRICITY_TAX_MINIMUM_EUR_PER_MWH, ELECTRICITY_TAX_RATES, electricityVatRate } from './tax-rates.ts';

/** Power and energy periods of each access tariff (Circular CNMC 3/2020). */
export function tariffPeriods(tariff: string): { power: number; energy: number } {
  if (tariff.includes('2.0')) return { power: 2, energy: 3 };
  if (tariff.includes('3.0') || /6\.\dTD/.test(tariff)) return { power: 6, energy: 6 };
  throw new BillingInputError('billing_unknown_tariff', tariff);
}

function checkPeriods(input: TElectricityInvoiceInput): void {
  const periods = tariffPeriods(input.tariff);
  const counts = [
    ['contractedPowerKw', input.contractedPowerKw.length, periods.power],
    ['powerPrices', input.powerPrices.length, periods.power],
    ['energyKwh', input.energyKwh.length, periods.energy],
    ['energyPrices', input.energyPrices.length, periods.energy],
  ] as const;
  for (const [field, actual, expected] of counts) {
    if (actual !== expected) throw new BillingInputError('billing_period_count_mismatch', `${field}: ${actual} for ${input.tariff}`);
  }
  for (const [index, kw] of input.contractedPowerKw.entries()) requireNonNegative(kw, `contractedPowerKw[${index}]`);
  for (const [index, kwh] of input.energyKwh.entries()) requireNonNegative(kwh, `energyKwh[${index}]`);
}

/**
 * Special electricity tax on power + energy, one entry per stretch of the tax-rate table: the base and the kWh
 * are shared among stretches by days, and each stretch pays the greater of rate × base and the € per MWh floor.
 */
function electricityTax(input: TElectricityInvoiceInput, baseCents: number, energyKwh: number): TCentTax[] {
  const use = input.electricityTaxUse ?? (/6\.\dTD/.test(input.tariff) ? 'industrial' : 'other');
  const minimumPerMwh = ELECTRICITY_TAX_MINIMUM_EUR_PER_MWH[use];
  const segments = splitByValidity(input.periodStart, input.periodEnd, input.electricityTaxRates ?? ELECTRICITY_TAX_RATES);
  const days = segments.map((segment) => segment.days);
  const bases = prorateByDays(baseCents, days);
  const kwhShares = kwhByStretch(energyKwh, days);
  return segments.map((segment, index) => {
    const base = centsToEuros(bases[index]!);
    const byRate = multiplyToCents(base, segment.value);
    const floor = multiplyToCents(kwhShares[index]!, minimumPerMwh, 0.001);
    const cents = Math.max(byRate, floor);
    const stretch = segments.length > 1 ? { from: segment.from, to: segment.to } : {};
    return {
      cents,
      tax: { key: 'electricity_tax', base, rate: segment.value, amount: centsToEuros(cents), ...stretch, minimumApplied: floor > byRate },
    };
  });
}

function checkDiscount(discount: TEnergyDiscount, index: number, energyPeriods: number): void {
  const field = `energyDiscounts[${index}]`;
  if (!Number.isInteger(discount.period) || discount.period < 1 || discount.period > energyPeriods) {
    throw new BillingInputError('billing_period_count_mismatch', `${field}.period=${discount.period}`);
  }
  requireNonNegative(discount.kwh, `${field}.kwh`);
  if (!Number.isFinite(discount.fraction) || discount.fraction < 0 || discount.fraction > 1) {
    throw new BillingInputError('billing_invalid_value', `${field}.fraction=${discount.fraction}`);
  }
}

/**
 * Tariff-option discounts (docs/billing.md, "Tariff options"): the discounted kWh of a period are
 * shared among its energy price stretches by days, as the energy term's kWh are, and each share
 * gives a negative line of kWh × price × fraction, rounded to the cent. What a period's
 * discounts take off one stretch never exceeds that stretch's energy line, so the energy term
 * never goes below zero.
 */
function discountLines(input: TElectricityInvoiceInput, energyOfPeriods: readonly TCentLine[][]): TCentLine[] {
  const discounts = input.energyDiscounts ?? [];
  // Cents of each period's energy stretches not yet taken by a discount.
  const left = energyOfPeriods.map((stretches) => stretches.map((stretch) => stretch.cents));
  return discounts.flatMap((discount, index) => {
    checkDiscount(discount, index, energyOfPeriods.length);
    const segments = splitByValidity(input.periodStart, input.periodEnd, input.energyPrices[discount.period - 1]!);
    const shares = kwhByStretch(
      discount.kwh,
      segments.map((segment) => segment.days),
    );
    const room = left[discount.period - 1]!;
    return segments.flatMap((segment, stretch): TCentLine[] => {
      const quantity = shares[stretch]!;
      if (quantity === 0 || discount.fraction === 0) return [];
      const cents = Math.min(multiplyToCents(quantity, segment.value, discount.fraction), room[stretch]!);
      room[stretch]! -= cents;
      const line = {
        key: 'tariff_option_discount' as const,
        period: `P${discount.period}`,
        option: discount.option,
        fraction: discount.fraction,
        quantity,
        unit: 'kWh' as const,
        unitPrice: -multiplyExact(segment.value, discount.fraction),
        amount: centsToEuros(0 - cents),
        from: segment.from,
        to: segment.to,
      };
      return [{ line, cents: 0 - cents }];
    });
  });
}

/**
 * An electricity invoice: power term (kW × days × €/kW·day per period), energy term (kWh × €/kWh per period),
 * tariff-option discounts, self-consumption compensation, special electricity tax, meter rental, VAT and the
 * virtual battery discount. Every line and tax is rounded to the cent; totals add cents.
 */
export function computeElectricityInvoice(input: TElectricityInvoiceInput): TInvoiceComputation {
  const { days, issued } = billingPeriod(input.periodStart, input.periodEnd, input.invoiceDate);
  checkPeriods(input);
  const { periodStart: start, periodEnd: end } = input;
  const power = input.contractedPowerKw.flatMap((kw, index) =>
    perDayLines('power_term', start, end, input.powerPrices[index]!, kw, `P${index + 1}`),
  );
  const energyOfPeriods = input.energyKwh.map((kwh, index) =>
    perKwhLines('energy_term', start, end, input.energyPrices[index]!, kwh, `P${index + 1}`),
  );
  const energy = energyOfPeriods.flat();
  const discounts = discountLines(input, energyOfPeriods);
  // Compensation nets the surplus against the energy term left after the option discounts.
  const compensation = compensationLines(input, sumCents(energy) + sumCents(discounts));
  const taxable = sumCents(power) + sumCents(energy) + sumCents(discounts) + sumCents(compensation.lines);
  const battery = batteryDiscountLines(input, taxable);
  const rental = perDayLines('meter_rental', start, end, input.meterRentalPrices, 1);
  const energyKwh = input.energyKwh.reduce((sum, kwh) => sum + Math.round(kwh * 1000), 0) / 1000;
  // Discounts and compensation lower what is charged for energy, so the tax base is power + energy after
  // them; the battery discount does not (DGT V1146-24: surplus of earlier periods reduces no tax base).
  const tax = electricityTax(input, taxable, energyKwh);
  const vatRate = input.vatRates
    ? valueOn(issued, input.vatRates)
    : electricityVatRate({ invoiceDate: issued, periodEnd: end, maxPowerKw: Math.max(...input.contractedPowerKw) });
  const lines: TCentLine[] = [...power, ...energy, ...discounts, ...compensation.lines, ...rental];
  const computation = finishInvoice(lines, tax, vatRate, energyKwh, days, battery.lines);
  if (input.exportedKwh !== undefined) computation.surplusLeft = centsToEuros(compensation.leftCents);
  if (input.batteryDiscountAvailable !== undefined) computation.batteryDiscount = centsToEuros(battery.usedCents);
  return computation;
}
