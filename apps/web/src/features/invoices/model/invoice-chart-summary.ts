import { CHART_OTHERS_SERIES, type TInvoiceChartSeries } from '@portal/domain';
import type { TFunction } from 'i18next';
import type { TInvoiceChartLabels } from './invoice-chart-option.ts';

/** The total of every bar, in cents so the sum carries no float noise. */
export function chartTotal(data: TInvoiceChartSeries): number {
  const cents = data.series.reduce((sum, series) => sum + series.values.reduce((s, v) => s + Math.round(v * 100), 0), 0);
  return cents / 100;
}

/** What the chart shows, in one sentence: its name for assistive technology. */
export function chartSummary(data: TInvoiceChartSeries, labels: TInvoiceChartLabels, t: TFunction): string {
  const contracts = data.series.filter((series) => series.name !== CHART_OTHERS_SERIES).length;
  return t('invoices_chart_summary', {
    from: labels.month(data.months[0] ?? ''),
    to: labels.month(data.months.at(-1) ?? ''),
    count: contracts,
    total: labels.euros(chartTotal(data)),
  });
}
