import { CHART_NARROW_SERIES_THRESHOLD, CHART_PALETTE, type TInvoiceChartSeries } from '@portal/domain';
import type { BarSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';

/** The option type of the only chart the feature draws (tree-shaken ECharts: bars, grid, legend, tooltip). */
export type TInvoiceChartOption = ComposeOption<BarSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption>;

export interface TInvoiceChartLabels {
  /** 'YYYY-MM' as the axis shows it. */
  month: (month: string) => string;
  /** A series name as shown: contracts as they are, the others series translated. */
  series: (name: string) => string;
  euros: (amount: number) => string;
}

// Room for a legend of many entries wrapped over several lines above the bars (narrow screens).
const NARROW_LEGEND_TOP = 280;
const LEGEND_TOP = 48;

/**
 * Stacked bars of the amount invoiced per month, one stack per contract (customer-area §9), in
 * the palette's order. On narrow screens a long legend wraps and the chart is taller to keep
 * the bars readable; on wide screens the legend scrolls on one line.
 */
export function invoiceChartOption(
  data: TInvoiceChartSeries,
  labels: TInvoiceChartLabels,
  options: { narrow: boolean; animate: boolean },
): TInvoiceChartOption {
  const wrapLegend = options.narrow && data.series.length > CHART_NARROW_SERIES_THRESHOLD;
  return {
    color: [...CHART_PALETTE],
    animation: options.animate,
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      valueFormatter: (value) => (typeof value === 'number' ? labels.euros(value) : String(value ?? '')),
    },
    legend: { type: wrapLegend ? 'plain' : 'scroll', top: 0, left: 0, right: 0 },
    grid: { left: 8, right: 16, bottom: 8, top: wrapLegend ? NARROW_LEGEND_TOP : LEGEND_TOP },
    xAxis: { type: 'category', data: data.months.map(labels.month) },
    yAxis: { type: 'value', axisLabel: { formatter: (value: number) => labels.euros(value) } },
    series: data.series.map((series) => ({
      type: 'bar',
      name: labels.series(series.name),
      stack: 'total',
      data: series.values,
      emphasis: { focus: 'series' },
    })),
  };
}
