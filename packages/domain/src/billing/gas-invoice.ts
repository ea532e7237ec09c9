import { splitByValidity, valueOn } from './billing-dates.ts';
import { centsToEuros, multiplyToCents } from './billing-money.ts';
import {
  billingPeriod,
  finishInvoice,
  kwhByStretch,
  perDayLines,
  perKwhLines,
  requireNonNegative,
  type TCentTax,
} from './invoice-lines.ts';
import type { TGasInvoiceInput, TInvoiceComputation } from './invoice-types.ts';
import { GAS_HYDROCARBON_TAX_RATES, GAS_VAT_RATES } from './tax-rates.ts';

/**
 * A gas invoice: fixed term (€ per day × days), variable term (kWh × €/kWh), hydrocarbon tax (kWh × €/kWh),
 * meter rental and VAT. Every line and tax is rounded to the cent; totals add cents.
 */
export function computeGasInvoice(input: TGasInvoiceInput): TInvoiceComputation {
  const { days, issued } = billingPeriod(input.periodStart, input.periodEnd, input.invoiceDate);
  requireNonNegative(input.energyKwh, 'energyKwh');
  const { periodStart: start, periodEnd: end } = input;
  const fixed = perDayLines('fixed_term', start, end, input.fixedPrices, 1);
  const variable = perKwhLines('variable_term', start, end, input.energyPrices, input.energyKwh);
  const rental = perDayLines('meter_rental', start, end, input.meterRentalPrices, 1);
  const segments = splitByValidity(start, end, input.hydrocarbonTaxRates ?? GAS_HYDROCARBON_TAX_RATES);
  const shares = kwhByStretch(
    input.energyKwh,
    segments.map((segment) => segment.days),
  );
  const taxes = segments.map((segment, index): TCentTax => {
    const base = shares[index]!;
    const cents = multiplyToCents(base, segment.value);
    const stretch = segments.length > 1 ? { from: segment.from, to: segment.to } : {};
    return { cents, tax: { key: 'hydrocarbon_tax', base, rate: segment.value, amount: centsToEuros(cents), ...stretch } };
  });
  const energyKwh = Math.round(input.energyKwh * 1000) / 1000;
  const vatRate = valueOn(issued, input.vatRates ?? GAS_VAT_RATES);
  return finishInvoice([...fixed, ...variable, ...rental], taxes, vatRate, energyKwh, days);
}
