import type { TComparisonResult } from '@portal/domain';

/** The special electricity tax's mark in a tax name (visitor-and-shell §3.5). */
const SPECIAL_TAX = /Impuesto especial/i;
/** Gas's special tax carries the same words, for hydrocarbons: it is not the electricity one. */
const HYDROCARBON_TAX = /hidrocarburos/i;
const VAT = /^IVA\b/i;

/** The page's label of a tax, by the name the API gives it (§3.5); undefined: shown as named. */
function taxLabel(name: string): string | undefined {
  if (SPECIAL_TAX.test(name)) return HYDROCARBON_TAX.test(name) ? 'comparator_hydrocarbon_tax' : 'comparator_special_electricity_tax';
  if (VAT.test(name)) return 'comparator_vat';
  return undefined;
}

/**
 * The breakdown lines' kinds by the names §3.5 gives them (electricity potencia, energia,
 * lloguer; gas fijo, variable), each shown under the page's own label; any other name is shown as
 * the API wrote it.
 */
const LINE_LABELS: Record<string, string> = {
  potencia: 'comparator_line_power',
  energia: 'comparator_line_energy',
  lloguer: 'comparator_line_meter_rent',
  fijo: 'comparator_line_fixed',
  variable: 'comparator_line_variable',
};

export interface TBreakdownRow {
  /** A message key, or undefined when `name` is shown as written. */
  labelKey: string | undefined;
  name: string;
  period: string | undefined;
  quantity: number;
  priceUnit: number;
  multi: number;
  amount: number;
}

export interface TBreakdownTax {
  labelKey: string | undefined;
  name: string;
  amount: number;
}

const normal = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

/** The result's lines and taxes as the breakdown table shows them, in the API's order. */
export function breakdownOf(result: Pick<TComparisonResult, 'operations'>): { rows: TBreakdownRow[]; taxes: TBreakdownTax[] } {
  const rows = result.operations.lines.map((line) => ({
    labelKey: LINE_LABELS[normal(line.name)],
    name: line.name,
    period: line.period,
    quantity: line.quantity,
    priceUnit: line.price_unit,
    multi: line.multi,
    amount: line.amount,
  }));
  const taxes = result.operations.taxes.map((tax) => ({
    labelKey: taxLabel(tax.name),
    name: tax.name,
    amount: tax.amount,
  }));
  return { rows, taxes };
}
