import type { BarSeriesOption } from 'echarts/charts';
import { describe, expect, it } from 'vitest';
import { cchChartFixture } from '../../../test/cch-fixture.ts';
import { curveBuckets, hourTicks } from './cch-buckets.ts';
import {
  availableMagnitudes,
  barSeries,
  barsOption,
  CONSUMPTION_PALETTE,
  consumptionChartHeight,
  ESTIMATED_STYLE,
  hasNoData,
  type TConsumptionLabels,
} from './chart-options.ts';

const labels: TConsumptionLabels = {
  buckets: [],
  magnitude: (m) => m,
  period: (p) => `P${p}`,
  previousYear: (name) => `${name} last year`,
  estimated: 'estimated reading',
  energy: (v) => `${v} kWh`,
  euros: (v) => `${v} €`,
  number: String,
  unit: 'kWh',
};
const kwh = { unit: 'kwh', magnitudes: ['active'], compare: false, narrow: false, animate: false } as const;
const values = (series: BarSeriesOption) =>
  (series.data ?? []).map((d) => (d !== null && typeof d === 'object' && 'value' in d ? d.value : d));

describe('palette and height (customer-area §9)', () => {
  it('has 19 colours with a teal base', () => {
    expect(CONSUMPTION_PALETTE).toHaveLength(19);
    expect(CONSUMPTION_PALETTE[0]).toBe('#00857C');
    expect(new Set(CONSUMPTION_PALETTE).size).toBe(19);
  });

  it('is 500 high, or 1000 on a narrow screen with more than 6 series', () => {
    expect(consumptionChartHeight(7, false)).toBe(500);
    expect(consumptionChartHeight(6, true)).toBe(500);
    expect(consumptionChartHeight(7, true)).toBe(1000);
  });
});

describe('bars', () => {
  it('monthly active is stacked by tariff period in kWh', () => {
    const chart = cchChartFixture('monthly', { start: '2025-01-01', end: '2025-02-28' });
    const series = barSeries(chart, kwh, labels);
    expect(series.map((s) => s.name)).toEqual(['P1', 'P2', 'P3']);
    expect(new Set(series.map((s) => s.stack))).toEqual(new Set(['active']));
    const total = chart.magnitudes.elements[0]!.values[0]!;
    const sum = series.reduce((acc, s) => acc + (values(s)[0] as number), 0);
    expect(sum).toBeCloseTo(total / 1000, 6);
  });

  it('euros come from the cost in cents', () => {
    const chart = cchChartFixture('daily', { start: '2025-01-06', end: '2025-01-07' });
    const series = barSeries(chart, { ...kwh, unit: 'eur' }, labels);
    expect(series.map((s) => s.name)).toEqual(['P1', 'P2', 'P3']);
    expect(values(series[0]!)[0]).toBe(chart.cost!.byPeriod![0]![0]! / 100);
    expect(barSeries({ ...chart, cost: null }, { ...kwh, unit: 'eur' }, labels)).toEqual([]);
  });

  it('hours are coloured by their period, with one legend entry per period', () => {
    const chart = cchChartFixture('hourly', { start: '2025-01-07', end: '2025-01-07' });
    const series = barSeries(chart, kwh, labels);
    expect(series.map((s) => s.name)).toEqual(['active', 'P1', 'P2', 'P3']);
    const first = series[0]!.data![0] as { itemStyle: { color: string } };
    expect(first.itemStyle.color).toBe(CONSUMPTION_PALETTE[chart.curve.periodOf![0]! - 1]);
  });

  it('gives the legend no swatch of its own for the bars coloured by period: only the periods name those colours', () => {
    const chart = cchChartFixture('hourly', { start: '2025-01-07', end: '2025-01-07' }, { estimated: [3] });
    const legend = (unit: 'kwh' | 'eur') => barsOption(chart, { ...kwh, unit }, labels).legend as { data: string[] };
    expect(legend('kwh').data).toEqual(['P1', 'P2', 'P3', 'estimated reading']);
    expect(legend('eur').data).toEqual(['P1', 'P2', 'P3', 'estimated reading']);
    const daily = cchChartFixture('daily', { start: '2025-01-06', end: '2025-01-07' }, { exported: () => 100 });
    const both = barsOption(daily, { ...kwh, magnitudes: ['active', 'exported'] }, labels).legend as { data: string[] };
    expect(both.data).toEqual(['P1', 'P2', 'P3', 'exported']);
  });

  it('labels an hourly axis with the time, the date once a day, level on a phone', () => {
    const chart = cchChartFixture('hourly', { start: '2025-01-07', end: '2025-01-08' });
    const buckets = curveBuckets(chart.curve);
    const ticks = hourTicks(buckets, 'en-US');
    const option = barsOption(chart, { ...kwh, narrow: true }, { ...labels, buckets: buckets.map((b) => b.day), ticks });
    const axis = option.xAxis as {
      axisLabel: { rotate?: number; interval: (i: number) => boolean; formatter: (v: string, i: number) => string };
    };
    expect(axis.axisLabel.rotate ?? 0).toBe(0);
    const drawn = buckets.map((_, index) => index).filter((index) => axis.axisLabel.interval(index));
    expect(drawn).toEqual([0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45]);
    const texts = drawn.map((index) => axis.axisLabel.formatter('', index).replace(/[\u00a0\u202f]/g, ' '));
    expect(texts.filter((text) => text.includes('\n'))).toEqual(['12:00 AM\n01/07/2025', '12:00 AM\n01/08/2025']);
    expect(texts[1]).toBe('3:00 AM');
  });

  it('exported shows when any value; last year beside; estimated buckets lighter and hatched with a legend entry', () => {
    const chart = cchChartFixture(
      'daily',
      { start: '2025-01-06', end: '2025-01-08' },
      { exported: () => 100, estimated: [1], previousYear: true },
    );
    expect(availableMagnitudes(chart)).toEqual(['active', 'exported']);
    const series = barSeries(chart, { ...kwh, magnitudes: ['active', 'exported'], compare: true }, labels);
    expect(series.map((s) => s.name)).toEqual([
      'P1',
      'P2',
      'P3',
      'active last year',
      'exported',
      'exported last year',
      'estimated reading',
    ]);
    expect(series[0]!.data![1]).toMatchObject({ itemStyle: ESTIMATED_STYLE });
    expect(series[0]!.data![0]).not.toHaveProperty('itemStyle');
    expect(series.find((s) => s.name === 'active last year')!.stack).not.toBe('active');
  });

  it('gas (one period) draws one series', () => {
    const chart = cchChartFixture('daily', { start: '2025-01-06', end: '2025-01-08' });
    const gas = { ...chart, curve: { ...chart.curve, periods: 1 } };
    expect(barSeries(gas, kwh, labels).map((s) => s.name)).toEqual(['active']);
  });

  it('no data when every value is null; a slider when there are more bars than fit', () => {
    const empty = cchChartFixture(
      'daily',
      { start: '2025-01-06', end: '2025-01-08' },
      { missing: ['2025-01-06', '2025-01-07', '2025-01-08'] },
    );
    expect(hasNoData(empty)).toBe(true);
    const year = cchChartFixture('daily', { start: '2024-01-01', end: '2024-12-31' });
    expect(hasNoData(year)).toBe(false);
    const option = barsOption(year, kwh, { ...labels, buckets: [] });
    expect(option.dataZoom).toEqual([expect.objectContaining({ startValue: 366 - 48, endValue: 365 })]);
  });
});
