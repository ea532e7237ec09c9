import type { TInvoiceChartSeries } from '@portal/domain';

/** The chart's bars on a continuous month axis: a month without invoices is a gap (null), not missing. */
export interface TFilledChartSeries {
  months: string[];
  series: { name: string; values: (number | null)[] }[];
}

// A hundred years of months: the axis of a list whose dates were typed wrong stays drawable.
const MAX_MONTHS = 1200;
const MONTH = /^(\d{4})-(\d{2})$/;

const monthIndex = (month: string) => {
  const match = MONTH.exec(month);
  return match ? Number(match[1]) * 12 + Number(match[2]) - 1 : null;
};
const monthOf = (index: number) => `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;

/** Every 'YYYY-MM' from `first` to `last`, both included (January 2021 to December 2024: 48 months). */
export function monthsBetween(first: string, last: string): string[] {
  const from = monthIndex(first);
  const to = monthIndex(last);
  if (from === null || to === null || to < from) return [];
  const count = Math.min(to - from + 1, MAX_MONTHS);
  return Array.from({ length: count }, (_, offset) => monthOf(from + offset));
}

/**
 * The months of the chart with the ones in between filled in: a month without invoices gets
 * null in every series (ECharts draws no bar: a visible gap), so January 2021 never sits next to
 * December 2024. Months that had invoices keep their values, zeros included.
 */
export function fillChartMonths(data: TInvoiceChartSeries): TFilledChartSeries {
  const first = data.months[0];
  const last = data.months.at(-1);
  if (!first || !last) return { months: [], series: data.series.map(({ name }) => ({ name, values: [] })) };
  const months = monthsBetween(first, last);
  if (months.length === 0) return data;
  const position = new Map(data.months.map((month, index) => [month, index]));
  return {
    months,
    series: data.series.map(({ name, values }) => ({
      name,
      values: months.map((month) => {
        const index = position.get(month);
        return index === undefined ? null : (values[index] ?? null);
      }),
    })),
  };
}

/** Months a phone shows at once, and a wide screen. */
export const PHONE_CHART_MONTHS = 12;
export const WIDE_CHART_MONTHS = 36;

/**
 * The months in view when there are more than fit, or null when all fit. The window ends at the
 * newest month and starts at the first month with an invoice among the ones that fit: a customer
 * whose invoices stopped and started again (a closed contract, a new one a year later) must not
 * open the chart on a row of empty months. A range control moves the window.
 */
export function chartWindow(data: TFilledChartSeries, narrow: boolean): { startValue: number; endValue: number } | null {
  const monthCount = data.months.length;
  const fits = narrow ? PHONE_CHART_MONTHS : WIDE_CHART_MONTHS;
  if (monthCount <= fits) return null;
  const hasInvoices = (index: number) => data.series.some(({ values }) => values[index] !== null && values[index] !== undefined);
  let startValue = monthCount - fits;
  while (startValue < monthCount - 1 && !hasInvoices(startValue)) startValue++;
  return { startValue, endValue: monthCount - 1 };
}
