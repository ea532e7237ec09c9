import { CHART_HEIGHT, CHART_HEIGHT_NARROW, CHART_NARROW_SERIES_THRESHOLD, CHART_PALETTE, type TCchChartPart } from '@portal/domain';
import type { BarSeriesOption, HeatmapSeriesOption, LineSeriesOption } from 'echarts/charts';
import type {
  DataZoomComponentOption,
  GridComponentOption,
  LegendComponentOption,
  TooltipComponentOption,
  VisualMapComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import type { TDayProfile, THeatMap } from './hourly-views.ts';

/**
 * The consumption chart as ECharts draws it (customer-area §1, §9), built by
 * pure functions from the compact answer: bars of energy (kWh) or estimated cost (€), stacked by
 * tariff period for days and months, coloured by period for hours; last year's same range beside;
 * estimated buckets hatched and lighter; and the two views of hourly data (day profile, heat map).
 */
export type TConsumptionChartOption = ComposeOption<
  | BarSeriesOption
  | LineSeriesOption
  | HeatmapSeriesOption
  | DataZoomComponentOption
  | GridComponentOption
  | LegendComponentOption
  | TooltipComponentOption
  | VisualMapComponentOption
>;

export type TMagnitude = 'active' | 'exported' | 'reactive';
export const MAGNITUDES: readonly TMagnitude[] = ['active', 'exported', 'reactive'];
export type TCchUnit = 'kwh' | 'eur';
export type TCchView = 'bars' | 'profile' | 'heatmap';

/** customer-area §9: 19 colours with a teal base, the one palette of the portal's charts. */
export const CONSUMPTION_PALETTE: readonly string[] = CHART_PALETTE;
/** Period p (1 = P1) takes the palette's p-th colour; the other magnitudes and last year come after the six periods. */
export const periodColour = (period: number) => CONSUMPTION_PALETTE[(period - 1) % CONSUMPTION_PALETTE.length]!;
const MAGNITUDE_COLOUR: Record<TMagnitude, string> = {
  active: CONSUMPTION_PALETTE[0]!,
  exported: CONSUMPTION_PALETTE[6]!,
  reactive: CONSUMPTION_PALETTE[7]!,
};
const PREVIOUS_YEAR_COLOUR = CONSUMPTION_PALETTE[18]!;

/** customer-area §9: 500 px high, or 1000 on a narrow screen (below md) with more than 6 series. */
export function consumptionChartHeight(seriesCount: number, narrow: boolean): number {
  return narrow && seriesCount > CHART_NARROW_SERIES_THRESHOLD ? CHART_HEIGHT_NARROW : CHART_HEIGHT;
}

const hasValue = (values: readonly (number | null)[]) => values.some((value) => value !== null && value !== 0);

/** The magnitudes worth a toggle: active always, exported and reactive when any bucket has some. */
export function availableMagnitudes(chart: TCchChartPart): TMagnitude[] {
  return MAGNITUDES.filter((magnitude) => {
    const element = chart.magnitudes.elements.find((e) => e.magnitude === magnitude);
    if (!element) return false;
    return magnitude === 'active' || hasValue(element.values);
  });
}

/** customer-area §8: contract_cch_chart_no_data when every value of the answer is null. */
export function hasNoData(chart: TCchChartPart): boolean {
  return chart.curve.count === 0 || chart.magnitudes.elements.every((element) => element.values.every((value) => value === null));
}

export interface TConsumptionLabels {
  /** The names of the buckets, in order (the tooltip's, and the axis' unless `ticks`). */
  buckets: readonly string[];
  /** Shorter axis labels and which of them are drawn (hours: hourTicks). */
  ticks?: { labels: readonly string[]; shown: readonly boolean[] };
  magnitude: (magnitude: TMagnitude) => string;
  /** A tariff period by number: 'Peak'… for 2.0TD, 'P1'… otherwise (periodLabel). */
  period: (period: number) => string;
  previousYear: (name: string) => string;
  estimated: string;
  /** Energy in kWh (kvarh for reactive) as the language writes it. */
  energy: (value: number, magnitude: TMagnitude) => string;
  euros: (value: number) => string;
  /** A bare figure for the value axis. */
  number: (value: number) => string;
  /** The value axis' unit: 'kWh' or '€'. */
  unit: string;
}

export interface TBarsSettings {
  unit: TCchUnit;
  magnitudes: readonly TMagnitude[];
  compare: boolean;
  narrow: boolean;
  animate: boolean;
}

type TDatum = number | null | { value: number | null; itemStyle: BarSeriesOption['itemStyle'] };

/** How an estimated bucket is drawn: lighter and hatched, so it reads without colour too. */
export const ESTIMATED_STYLE: NonNullable<BarSeriesOption['itemStyle']> = {
  opacity: 0.55,
  decal: { symbol: 'rect', dashArrayX: [1, 0], dashArrayY: [3, 4], rotation: -Math.PI / 4, color: 'rgba(255, 255, 255, 0.7)' },
};

// Bars in view at once before a range slider appears under the axis (a phone shows fewer).
const WINDOW = { wide: 48, narrow: 12 } as const;
const SLIDER_ROOM = 48;
const LEGEND_TOP = 48;
const NARROW_LEGEND_TOP = 200;

const scale = (values: readonly (number | null)[], divisor: number) => values.map((value) => (value === null ? null : value / divisor));

function styled(values: readonly (number | null)[], estimated: ReadonlySet<number>, colours?: readonly string[]): TDatum[] {
  return values.map((value, index) => {
    const colour = colours?.[index];
    if (!estimated.has(index) && !colour) return value;
    return { value, itemStyle: { ...(colour ? { color: colour } : {}), ...(estimated.has(index) ? ESTIMATED_STYLE : {}) } };
  });
}

/**
 * The id of a series whose bars take their period's colour: the period entries name those
 * colours in the legend, so the series has none of its own (its colour is P1's).
 */
const BY_PERIOD = 'by-period';

/** One stacked or plain bar series; `formatter` is its tooltip's. */
function bar(name: string, data: TDatum[], stack: string, color: string, formatter: (value: number) => string): BarSeriesOption {
  return {
    type: 'bar',
    name,
    stack,
    data,
    itemStyle: { color },
    emphasis: { focus: 'series' },
    tooltip: { valueFormatter: (value) => (typeof value === 'number' ? formatter(value) : '–') },
  };
}

/** A legend entry without bars: it names a colour or a drawing style used inside other series. */
function legendOnly(name: string, color: string, style: BarSeriesOption['itemStyle'] = {}): BarSeriesOption {
  return { type: 'bar', name, data: [], itemStyle: { color, ...style }, tooltip: { show: false } };
}

/** The series of the bars view, without axes: the count decides the chart's height. */
export function barSeries(chart: TCchChartPart & { previousYear?: TCchChartPart }, settings: TBarsSettings, labels: TConsumptionLabels) {
  const { curve } = chart;
  const estimated = new Set(curve.estimated);
  const hourly = curve.type === 'hourly' || curve.type === 'quarter-hourly';
  const periodColours = hourly ? curve.periodOf?.map(periodColour) : undefined;
  const series: BarSeriesOption[] = [];
  const previous = settings.compare ? chart.previousYear : undefined;
  const single = curve.periods <= 1;

  if (settings.unit === 'eur') {
    const cost = chart.cost;
    if (!cost) return series;
    if (!hourly && cost.byPeriod && !single) {
      cost.byPeriod.forEach((values, p) => {
        series.push(bar(labels.period(p + 1), styled(scale(values, 100), estimated), 'cost', periodColour(p + 1), labels.euros));
      });
    } else {
      series.push({
        ...bar(
          labels.magnitude('active'),
          styled(scale(cost.values, 100), estimated, periodColours),
          'cost',
          MAGNITUDE_COLOUR.active,
          labels.euros,
        ),
        ...(periodColours ? { id: BY_PERIOD } : {}),
      });
    }
    if (previous?.cost) {
      series.push(
        bar(
          labels.previousYear(labels.magnitude('active')),
          scale(previous.cost.values, 100),
          'previous',
          PREVIOUS_YEAR_COLOUR,
          labels.euros,
        ),
      );
    }
  } else {
    for (const magnitude of settings.magnitudes) {
      const element = chart.magnitudes.elements.find((e) => e.magnitude === magnitude);
      if (!element) continue;
      const format = (value: number) => labels.energy(value, magnitude);
      if (magnitude === 'active' && !hourly && element.byPeriod && !single) {
        element.byPeriod.forEach((values, p) => {
          series.push(bar(labels.period(p + 1), styled(scale(values, 1000), estimated), magnitude, periodColour(p + 1), format));
        });
      } else {
        const colours = magnitude === 'active' ? periodColours : undefined;
        series.push({
          ...bar(
            labels.magnitude(magnitude),
            styled(scale(element.values, 1000), estimated, colours),
            magnitude,
            MAGNITUDE_COLOUR[magnitude],
            format,
          ),
          ...(colours ? { id: BY_PERIOD } : {}),
        });
      }
      const before = previous?.magnitudes.elements.find((e) => e.magnitude === magnitude);
      if (before) {
        const name = labels.previousYear(labels.magnitude(magnitude));
        series.push(bar(name, scale(before.values, 1000), `previous-${magnitude}`, PREVIOUS_YEAR_COLOUR, format));
      }
    }
  }
  // Hours coloured by period: the legend names each period's colour.
  if (hourly && periodColours && !single && (settings.unit === 'eur' || settings.magnitudes.includes('active'))) {
    for (let p = 1; p <= curve.periods; p++) series.push(legendOnly(labels.period(p), periodColour(p)));
  }
  if (estimated.size > 0 && series.length > 0) series.push(legendOnly(labels.estimated, '#9e9e9e', ESTIMATED_STYLE));
  return series;
}

/** What every view shares: animation, tooltip, legend, grid and slider room. */
function frame(count: number, seriesCount: number, narrow: boolean, animate: boolean) {
  const wrapLegend = narrow && seriesCount > CHART_NARROW_SERIES_THRESHOLD;
  const window = narrow ? WINDOW.narrow : WINDOW.wide;
  const zoom = count > window;
  return {
    zoom,
    option: {
      animation: animate,
      legend: { type: wrapLegend ? 'plain' : 'scroll', top: 0, left: 0, right: 0 },
      grid: {
        left: 8,
        right: 16,
        top: wrapLegend ? NARROW_LEGEND_TOP : LEGEND_TOP,
        bottom: zoom ? SLIDER_ROOM : 8,
        outerBoundsMode: 'same',
        outerBoundsContain: 'axisLabel',
      },
      ...(zoom
        ? {
            dataZoom: [
              { type: 'slider', xAxisIndex: 0, startValue: count - window, endValue: count - 1, height: 24, bottom: 8, brushSelect: false },
            ],
          }
        : {}),
    } satisfies TConsumptionChartOption,
  };
}

/** The legend's entries: every series but the one coloured by period (the period entries stand for it). */
export function legendNames(series: readonly BarSeriesOption[]): string[] {
  return series.filter((s) => s.id !== BY_PERIOD).map((s) => String(s.name));
}

/** The bars view: energy or cost per bucket. */
export function barsOption(
  chart: TCchChartPart & { previousYear?: TCchChartPart },
  settings: TBarsSettings,
  labels: TConsumptionLabels,
): TConsumptionChartOption {
  const series = barSeries(chart, settings, labels);
  const { option } = frame(chart.curve.count, series.length, settings.narrow, settings.animate);
  const ticks = labels.ticks;
  return {
    ...option,
    legend: { ...option.legend, data: legendNames(series) },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: {
      type: 'category',
      data: [...labels.buckets],
      ...(ticks
        ? {
            // Short labels at chosen buckets, level: a time fits a phone without turning.
            axisTick: { alignWithLabel: true, interval: (index: number) => ticks.shown[index] === true },
            axisLabel: {
              hideOverlap: true,
              interval: (index: number) => ticks.shown[index] === true,
              formatter: (_value: string, index: number) => ticks.labels[index] ?? '',
            },
          }
        : { axisLabel: { hideOverlap: true, rotate: settings.narrow ? 45 : 0 } }),
    },
    yAxis: { type: 'value', name: labels.unit, axisLabel: { formatter: (value: number) => labels.number(value) } },
    series,
  };
}

export interface TProfileLabels {
  weekday: string;
  weekend: string;
  hour: (hour: number) => string;
  energy: (value: number) => string;
  number: (value: number) => string;
}

/** The average weekday and weekend day (kWh per clock hour), two lines over 24 hours. */
export function profileOption(
  profile: TDayProfile,
  labels: TProfileLabels,
  options: { narrow: boolean; animate: boolean },
): TConsumptionChartOption {
  const { option } = frame(24, 2, options.narrow, options.animate);
  const line = (name: string, values: (number | null)[], color: string): LineSeriesOption => ({
    type: 'line',
    name,
    data: scale(values, 1000),
    itemStyle: { color },
    lineStyle: { color, width: 2 },
    connectNulls: false,
    tooltip: { valueFormatter: (value) => (typeof value === 'number' ? labels.energy(value) : '–') },
  });
  return {
    ...option,
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', boundaryGap: false, data: Array.from({ length: 24 }, (_, hour) => labels.hour(hour)) },
    yAxis: { type: 'value', name: 'kWh', axisLabel: { formatter: (value: number) => labels.number(value) } },
    series: [
      line(labels.weekday, profile.weekday, CONSUMPTION_PALETTE[0]!),
      line(labels.weekend, profile.weekend, CONSUMPTION_PALETTE[1]!),
    ],
  };
}

export interface THeatMapLabels {
  day: (day: string) => string;
  hour: (hour: number) => string;
  energy: (value: number) => string;
  number: (value: number) => string;
}

/** The heat map's height: room for its rows (days) and the colour scale under them, up to a month's. */
export function heatMapHeight(rows: number, narrow: boolean): number {
  return Math.min(narrow ? 700 : 600, 160 + rows * (narrow ? 20 : 16));
}

/** An hour × day map of one month: hours across, days down, the energy as the teal's shade. */
export function heatMapOption(
  map: THeatMap,
  labels: THeatMapLabels,
  options: { narrow: boolean; animate: boolean },
): TConsumptionChartOption {
  return {
    animation: options.animate,
    tooltip: {
      position: 'top',
      formatter: (params) => {
        const item = (Array.isArray(params) ? params[0] : params) as { value?: [number, number, number] } | undefined;
        const [hour, row, value] = item?.value ?? [0, 0, 0];
        return `${labels.day(map.days[row] ?? '')} ${labels.hour(hour)}: ${labels.energy(value)}`;
      },
    },
    grid: { left: 8, right: 16, top: 16, bottom: 64, outerBoundsMode: 'same', outerBoundsContain: 'axisLabel' },
    xAxis: {
      type: 'category',
      data: Array.from({ length: 24 }, (_, hour) => labels.hour(hour)),
      splitArea: { show: true },
      axisLabel: { hideOverlap: true },
    },
    yAxis: { type: 'category', data: map.days.map(labels.day), inverse: true, splitArea: { show: true }, axisLabel: { hideOverlap: true } },
    visualMap: {
      min: map.min / 1000,
      max: Math.max(map.max, map.min + 1) / 1000,
      calculable: true,
      orient: 'horizontal',
      left: 'center',
      bottom: 0,
      itemHeight: options.narrow ? 200 : 300,
      inRange: { color: ['#e0f2f1', CONSUMPTION_PALETTE[0]!, '#003d36'] },
      formatter: (value) => labels.number(Number(value)),
    },
    series: [
      {
        type: 'heatmap',
        name: 'kWh',
        data: map.cells.map(([hour, row, value]) => [hour, row, value / 1000]),
        emphasis: { itemStyle: { borderColor: '#000', borderWidth: 1 } },
      },
    ],
  };
}
