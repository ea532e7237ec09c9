/** Chart of invoices per contract (customer-area §9). */
export const MAX_CONTRACTS_PER_CHART_BAR = 10;
export const CHART_HEIGHT = 500;
export const CHART_HEIGHT_NARROW = 1000;
export const CHART_NARROW_SERIES_THRESHOLD = 6;
/** Series that sums the contracts beyond the per-bar maximum; the web translates its name. */
export const CHART_OTHERS_SERIES = 'others';

/** 19 distinct colours, the brand teal first; neighbours contrast so adjacent stacks stay apart. */
export const CHART_PALETTE = [
  '#00857C',
  '#F2A900',
  '#3F6FB5',
  '#D1495B',
  '#6A4C93',
  '#8AB17D',
  '#E76F51',
  '#264653',
  '#B56576',
  '#2A9D8F',
  '#F4A261',
  '#577590',
  '#9C6644',
  '#43AA8B',
  '#F94144',
  '#277DA1',
  '#90BE6D',
  '#7A5195',
  '#7F7F7F',
] as const;

/** Taller chart on narrow screens when the legend of many series would squeeze the bars. */
export function invoiceChartHeight(seriesCount: number, narrow: boolean): number {
  return narrow && seriesCount > CHART_NARROW_SERIES_THRESHOLD ? CHART_HEIGHT_NARROW : CHART_HEIGHT;
}

export interface TChartInvoice {
  number?: string;
  date: string;
  amount_total: number;
  contract: { name: string } | null;
  cups?: { name: string } | null;
  points: readonly { contract_name: string; amount_total: number }[];
}

export interface TInvoiceChartSeries {
  months: string[];
  series: { name: string; values: number[] }[];
}

// A multipoint invoice is shared by the contracts of its points; a single one belongs to its contract.
function contributions(invoice: TChartInvoice): { name: string; amount: number }[] {
  if (invoice.points.length > 0) return invoice.points.map((point) => ({ name: point.contract_name, amount: point.amount_total }));
  const name = invoice.contract?.name ?? invoice.cups?.name ?? invoice.number ?? '';
  return [{ name, amount: invoice.amount_total }];
}

// Sums are kept in cents so a bar of many invoices does not show float noise.
const toCents = (euros: number) => Math.round(euros * 100);

/**
 * Bars per month (YYYY-MM of the invoice date, oldest first) stacked by contract. In a bar with more than
 * maxPerBar contracts the largest keep their own stack and the rest are summed into 'others'. Series are
 * sorted by name, 'others' last, so a contract keeps its colour when the list is refetched.
 */
export function invoiceChartSeries(
  invoices: readonly TChartInvoice[],
  maxPerBar: number = MAX_CONTRACTS_PER_CHART_BAR,
): TInvoiceChartSeries {
  const perMonth = new Map<string, Map<string, number>>();
  for (const invoice of invoices) {
    const month = invoice.date.slice(0, 7);
    const bar = perMonth.get(month) ?? new Map<string, number>();
    for (const { name, amount } of contributions(invoice)) bar.set(name, (bar.get(name) ?? 0) + toCents(amount));
    perMonth.set(month, bar);
  }
  const months = [...perMonth.keys()].sort();
  const keep = Math.max(0, Math.floor(maxPerBar));
  const stacks = new Map<string, Map<string, number>>();
  const add = (name: string, month: string, cents: number) => {
    const values = stacks.get(name) ?? new Map<string, number>();
    values.set(month, (values.get(month) ?? 0) + cents);
    stacks.set(name, values);
  };
  for (const month of months) {
    const ranked = [...perMonth.get(month)!].sort(([nameA, a], [nameB, b]) => b - a || nameA.localeCompare(nameB));
    for (const [index, [name, cents]] of ranked.entries()) add(index < keep ? name : CHART_OTHERS_SERIES, month, cents);
  }
  const names = [...stacks.keys()]
    .filter((name) => name !== CHART_OTHERS_SERIES)
    .sort((a, b) => a.localeCompare(b))
    .concat(stacks.has(CHART_OTHERS_SERIES) ? [CHART_OTHERS_SERIES] : []);
  return {
    months,
    series: names.map((name) => ({ name, values: months.map((month) => (stacks.get(name)!.get(month) ?? 0) / 100) })),
  };
}
