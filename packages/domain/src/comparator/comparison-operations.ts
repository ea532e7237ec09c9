import { daysBetween } from '../billing/billing-dates.ts';
import type { TInvoiceComputation, TInvoiceLine, TInvoiceTaxKey } from '../billing/invoice-types.ts';

export type TComparisonLineName = 'potencia' | 'energia' | 'lloguer' | 'fijo' | 'variable';

/**
 * One line of the comparison result (visitor-and-shell §3.5): price_unit × quantity × multi = amount.
 * potencia: € per kW·day × kW × days; energia: € per kWh × kWh × 1; lloguer and fijo: € per day × 1 × days;
 * variable: € per kWh × kWh × 1. A price that changed inside the period gives one line per stretch. The gas
 * result knows only fijo and variable, so its meter rental (also per day) is a fijo line, key meter_rental.
 */
export interface TComparisonLine {
  name: TComparisonLineName;
  /** The engine's line key (power_term, meter_rental…), for a label finer than the name. */
  key: TInvoiceLine['key'];
  /** Tariff period (P1…) of power and energy lines. */
  period?: string;
  price_unit: number;
  quantity: number;
  multi: number;
  amount: number;
}

export interface TComparisonTax {
  name: string;
  amount: number;
}

export interface TComparisonOperations {
  lines: TComparisonLine[];
  taxes: TComparisonTax[];
}

/** Names of the taxes as the result gives them; the page shows a name containing 'Impuesto especial' under its label. */
export const COMPARISON_TAX_NAMES: Record<TInvoiceTaxKey, string> = {
  electricity_tax: 'Impuesto especial sobre la electricidad',
  hydrocarbon_tax: 'Impuesto sobre hidrocarburos',
  vat: 'IVA',
};

export type TComparisonKind = 'electricity' | 'gas';

const LINE_NAMES: Record<TComparisonKind, Partial<Record<TInvoiceLine['key'], TComparisonLineName>>> = {
  electricity: { power_term: 'potencia', energy_term: 'energia', meter_rental: 'lloguer' },
  gas: { fixed_term: 'fijo', variable_term: 'variable', meter_rental: 'fijo' },
};

function operationLine(line: TInvoiceLine, name: TComparisonLineName): TComparisonLine {
  const days = daysBetween(line.from, line.to);
  const perDay = line.unit === 'kW·day' || line.unit === 'day';
  // The engine's power quantity is kW × days; the result gives the kW and the days apart.
  const quantity = perDay ? Math.round((line.quantity / days) * 1000) / 1000 : line.quantity;
  return {
    name,
    key: line.key,
    ...(line.period ? { period: line.period } : {}),
    price_unit: line.unitPrice,
    quantity,
    multi: perDay ? days : 1,
    amount: line.amount,
  };
}

/**
 * The result's operations (§3.5) from an engine computation: its power, energy and meter lines (electricity)
 * or fixed (meter included) and variable lines (gas), and one entry per tax with the stretches of a rate that
 * changed inside the period added together. A comparison has no discount lines; any other line is left out.
 */
export function toComparisonOperations(computation: TInvoiceComputation, kind: TComparisonKind): TComparisonOperations {
  const lines = computation.lines.flatMap((line) => {
    const name = LINE_NAMES[kind][line.key];
    return name ? [operationLine(line, name)] : [];
  });
  const cents = new Map<TInvoiceTaxKey, number>();
  for (const tax of computation.taxes) cents.set(tax.key, (cents.get(tax.key) ?? 0) + Math.round(tax.amount * 100));
  const taxes = [...cents].map(([key, amount]) => ({ name: COMPARISON_TAX_NAMES[key], amount: amount / 100 }));
  return { lines, taxes };
}
