import { daysBetween, splitByValidity, type TDatedValue } from './billing-dates.ts';
import { BillingInputError } from './billing-errors.ts';
import { centsToEuros, multiplyExact, multiplyToCents, prorateByDays } from './billing-money.ts';
import type { TInvoiceComputation, TInvoiceLine, TInvoiceLineKey, TInvoiceTax } from './invoice-types.ts';

/** A line kept with its exact cents, so sums never go through floating euros. */
export interface TCentLine {
  line: TInvoiceLine;
  cents: number;
}
export interface TCentTax {
  tax: TInvoiceTax;
  cents: number;
}

export function requireNonNegative(value: number, field: string): void {
  if (!Number.isFinite(value) || value < 0) throw new BillingInputError('billing_invalid_quantity', `${field}=${value}`);
}

export const sumCents = (items: readonly { cents: number }[]) => items.reduce((sum, item) => sum + item.cents, 0);

/** A term charged per day (power per kW, fixed gas term, meter rental): one line per price stretch, pro rata by days. */
export function perDayLines(
  key: TInvoiceLineKey,
  start: string,
  end: string,
  prices: readonly TDatedValue[],
  perDayUnits: number,
  period?: string,
): TCentLine[] {
  return splitByValidity(start, end, prices).map((segment) => {
    const cents = multiplyToCents(perDayUnits, segment.days, segment.value);
    const line: TInvoiceLine = {
      key,
      ...(period ? { period } : {}),
      quantity: multiplyExact(perDayUnits, segment.days),
      unit: key === 'power_term' ? 'kW·day' : 'day',
      unitPrice: segment.value,
      amount: centsToEuros(cents),
      from: segment.from,
      to: segment.to,
    };
    return { line, cents };
  });
}

/** Consumption of the period shared among price stretches by days, in thousandths of a kWh (the meter resolution, Wh). */
export function kwhByStretch(kwh: number, segmentDays: readonly number[]): number[] {
  return prorateByDays(Math.round(kwh * 1000), segmentDays).map((wh) => wh / 1000);
}

/** A term charged per kWh: one line per price stretch, the kWh of the period shared by days. */
export function perKwhLines(
  key: TInvoiceLineKey,
  start: string,
  end: string,
  prices: readonly TDatedValue[],
  kwh: number,
  period?: string,
) {
  const segments = splitByValidity(start, end, prices);
  const shares = kwhByStretch(
    kwh,
    segments.map((segment) => segment.days),
  );
  return segments.map((segment, index): TCentLine => {
    const quantity = shares[index]!;
    const cents = multiplyToCents(quantity, segment.value);
    const line: TInvoiceLine = {
      key,
      ...(period ? { period } : {}),
      quantity,
      unit: 'kWh',
      unitPrice: segment.value,
      amount: centsToEuros(cents),
      from: segment.from,
      to: segment.to,
    };
    return { line, cents };
  });
}

/**
 * VAT on every line and tax, at `vatRate` (the rate in force on the invoice date, when VAT falls due; for
 * electricity also subject to the wholesale-price condition, see electricityVatRate).
 * `afterVat` lines (a virtual battery discount) are printed with the others but lower only what is
 * payable: they are outside the VAT base and come off the total after VAT.
 */
export function finishInvoice(
  lines: readonly TCentLine[],
  taxes: readonly TCentTax[],
  vatRate: number,
  energyKwh: number,
  days: number,
  afterVat: readonly TCentLine[] = [],
): TInvoiceComputation {
  const beforeVatCents = sumCents(lines) + sumCents(taxes);
  const rate = vatRate;
  const vatCents = multiplyToCents(centsToEuros(beforeVatCents), rate);
  const vat: TInvoiceTax = { key: 'vat', base: centsToEuros(beforeVatCents), rate, amount: centsToEuros(vatCents) };
  return {
    lines: [...lines, ...afterVat].map((item) => item.line),
    taxes: [...taxes.map((item) => item.tax), vat],
    totalBeforeVat: centsToEuros(beforeVatCents),
    vat: centsToEuros(vatCents),
    total: centsToEuros(beforeVatCents + vatCents + sumCents(afterVat)),
    energyKwh,
    days,
  };
}

/** Checks the period and the issue date; returns the days billed and the date VAT is read on. */
export function billingPeriod(start: string, end: string, invoiceDate: string | undefined) {
  const days = daysBetween(start, end);
  const issued = invoiceDate ?? end;
  daysBetween(issued, issued);
  return { days, issued };
}
