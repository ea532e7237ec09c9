import { CHART_NARROW_SERIES_THRESHOLD, CHART_PALETTE } from '@portal/domain';
import type { BarSeriesOption } from 'echarts/charts';
import type { DataZoomComponentOption, GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { chartWindow, type TFilledChartSeries } from './chart-months.ts';

/** The option type of the only chart the feature draws (tree-shaken ECharts: bars, grid, legend, tooltip, range slider). */
export type TInvoiceChartOption = ComposeOption<
  BarSeriesOption | DataZoomComponentOption | GridComponentOption | LegendComponentOption | TooltipComponentOption
>;

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
// Room for the range slider under the month labels.
const SLIDER_HEIGHT = 24;
const SLIDER_ROOM = 48;
// Month labels turn when many share a narrow axis, rather than be dropped or run together.
const ROTATE_FROM_MONTHS = 6;

/**
 * Stacked bars of the amount invoiced per month, one stack per contract (customer-area §9), in
 * the palette's order, on a continuous month axis (a month without invoices is a gap:
 * fillChartMonths). The grid holds its axis labels, which never clip; on a narrow screen they
 * turn 45°. More months than fit (12 on a phone, 36 wide) show the newest with a range slider
 * under them. On narrow screens a long legend wraps and the chart is taller to keep the bars
 * readable; on wide screens the legend scrolls on one line.
 */
export function invoiceChartOption(
  data: TFilledChartSeries,
  labels: TInvoiceChartLabels,
  options: { narrow: boolean; animate: boolean },
): TInvoiceChartOption {
  const wrapLegend = options.narrow && data.series.length > CHART_NARROW_SERIES_THRESHOLD;
  const window = chartWindow(data, options.narrow);
  const rotate =
    options.narrow && Math.min(data.months.length, window ? window.endValue - window.startValue + 1 : Infinity) > ROTATE_FROM_MONTHS;
  return {
    color: [...CHART_PALETTE],
    animation: options.animate,
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      valueFormatter: (value) => (typeof value === 'number' ? labels.euros(value) : String(value ?? '')),
    },
    legend: { type: wrapLegend ? 'plain' : 'scroll', top: 0, left: 0, right: 0 },
    grid: {
      left: 8,
      right: 16,
      bottom: window ? SLIDER_ROOM : 8,
      top: wrapLegend ? NARROW_LEGEND_TOP : LEGEND_TOP,
      // What containLabel did before ECharts 6: the labels stay inside the chart.
      outerBoundsMode: 'same',
      outerBoundsContain: 'axisLabel',
    },
    xAxis: {
      type: 'category',
      data: data.months.map(labels.month),
      axisLabel: { rotate: rotate ? 45 : 0, hideOverlap: true },
    },
    ...(window
      ? {
          dataZoom: [
            {
              type: 'slider',
              xAxisIndex: 0,
              ...window,
              height: SLIDER_HEIGHT,
              bottom: 8,
              brushSelect: false,
            },
          ],
        }
      : {}),
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
