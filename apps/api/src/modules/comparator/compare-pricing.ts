import {
  computeElectricityInvoice,
  computeGasInvoice,
  daysBetween,
  type TComparisonResult,
  type TInvoiceComputation,
  type TInvoiceLine,
} from '@portal/domain';
import type { TOfferPrices } from './offer-prices.ts';

/** What a comparison prices: our invoice of the visitor's period, against what they paid. */
export interface TPricedComparison {
  ours: TInvoiceComputation;
  paid: number;
  saving: number;
  yearly: TComparisonResult['yearly'];
}

export interface TElectricityPricing {
  tariff: string;
  start: string;
  end: string;
  powersKw: number[];
  energyKwh: number[];
  paid: number;
  prices: TOfferPrices;
}

export interface TGasPricing {
  start: string;
  end: string;
  kwh: number;
  paid: number;
  prices: TOfferPrices;
}

const cents = (euros: number) => Math.round(euros * 100);
const euros = (amount: number) => Math.round(amount) / 100;

/**
 * The year's figures: the period's amounts scaled to 365 days. An estimate (the page says so,
 * docs/comparator-api.md): it ignores the seasons, which the domain's seasonal profile will weigh.
 */
function yearly(ours: number, paid: number, days: number): TComparisonResult['yearly'] {
  const scale = 365 / days;
  const oursYear = euros(cents(ours) * scale);
  const theirsYear = euros(cents(paid) * scale);
  return {
    ours: oursYear,
    theirs: theirsYear,
    saving: euros(cents(theirsYear) - cents(oursYear)),
    basis: 'estimate',
    source: 'period × 365 / days',
  };
}

function compared(ours: TInvoiceComputation, paid: number): TPricedComparison {
  return { ours, paid, saving: euros(cents(paid) - cents(ours.total)), yearly: yearly(ours.total, paid, ours.days) };
}

/** The visitor's electricity period priced by the invoice engine with our offer's dated prices and the taxes of those dates. */
export function priceElectricity(input: TElectricityPricing): TPricedComparison {
  const ours = computeElectricityInvoice({
    tariff: input.tariff,
    periodStart: input.start,
    periodEnd: input.end,
    contractedPowerKw: input.powersKw,
    powerPrices: input.prices.power,
    energyKwh: input.energyKwh,
    energyPrices: input.prices.energy,
    meterRentalPrices: input.prices.meterRental,
  });
  return compared(ours, input.paid);
}

/** The visitor's gas period priced by the invoice engine with our offer's dated prices and the taxes of those dates. */
export function priceGas(input: TGasPricing): TPricedComparison {
  const ours = computeGasInvoice({
    periodStart: input.start,
    periodEnd: input.end,
    fixedPrices: input.prices.fixed,
    energyPrices: input.prices.variable,
    energyKwh: input.kwh,
    meterRentalPrices: input.prices.meterRental,
  });
  return compared(ours, input.paid);
}

/** §3.5's line names: electricity potencia, energia, lloguer; gas fijo, variable (the web labels them). */
const LINE_NAMES: Partial<Record<TInvoiceLine['key'], string>> = {
  power_term: 'potencia',
  energy_term: 'energia',
  meter_rental: 'lloguer',
  fixed_term: 'fijo',
  variable_term: 'variable',
};

/** §3.5's tax names; the web shows the one containing 'Impuesto especial' under the special electricity tax label. */
export const TAX_NAMES = {
  electricity_tax: 'Impuesto especial sobre la electricidad',
  hydrocarbon_tax: 'Impuesto especial sobre hidrocarburos',
  vat: 'IVA',
} as const;

/**
 * The computation as §3.5's operations: one line per term, period and price stretch, with
 * quantity × multi × price_unit its amount (power: kW × days; per-day terms: 1 × days; energy:
 * kWh × 1); taxes by name, one entry per tax (stretches of one tax added up).
 */
export function comparisonOperations(computation: TInvoiceComputation): TComparisonResult['operations'] {
  const lines = computation.lines.flatMap((line) => {
    const name = LINE_NAMES[line.key];
    if (!name) return [];
    const days = daysBetween(line.from, line.to);
    const perDay = line.unit === 'kW·day' || line.unit === 'day';
    return [
      {
        name,
        price_unit: line.unitPrice,
        quantity: perDay ? Math.round((line.quantity / days) * 1000) / 1000 : line.quantity,
        multi: perDay ? days : 1,
        amount: line.amount,
        ...(line.period ? { period: line.period } : {}),
      },
    ];
  });
  const taxes = new Map<string, number>();
  for (const tax of computation.taxes) taxes.set(TAX_NAMES[tax.key], (taxes.get(TAX_NAMES[tax.key]) ?? 0) + cents(tax.amount));
  return { lines, taxes: [...taxes].map(([name, amount]) => ({ name, amount: euros(amount) })) };
}
