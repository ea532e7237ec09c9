import { chartSeries, daysOfRange, madridHours, type TCchChartType, type TCchChartV2, ZCchChartV2Schema } from '@portal/domain';

export interface TCchFixtureOptions {
  tariff?: string;
  /** Wh of active energy of each metered hour (default 500 + the hour × 10). */
  active?: (day: string, hour: number) => number;
  exported?: (day: string, hour: number) => number;
  /** Days without readings. */
  missing?: readonly string[];
  estimated?: number[];
  lastReading?: string | null;
  /** Cents per Wh of active energy, for the cost (null: no cost). */
  centsPerWh?: number | null;
  previousYear?: boolean;
}

/**
 * A v2 chart answer built the way the API builds it (the domain's chartSeries over days of
 * hourly readings), checked against the response schema. Tests only.
 */
export function cchChartFixture(type: TCchChartType, range: { start: string; end: string }, options: TCchFixtureOptions = {}): TCchChartV2 {
  const { tariff = '2.0TD', active = (_day, hour) => 500 + hour * 10, missing = [], centsPerWh = 0.015 } = options;
  const days = daysOfRange(range).filter((day) => !missing.includes(day));
  const metered = (value: (day: string, hour: number) => number) =>
    days.map((day) => ({
      day,
      values: madridHours(day).flatMap(({ hour }) =>
        type === 'quarter-hourly' ? [0, 1, 2, 3].map(() => value(day, hour) / 4) : [value(day, hour)],
      ),
    }));
  const series = chartSeries(type, tariff, range, {
    active: metered(active),
    ...(options.exported ? { exported: metered(options.exported) } : {}),
  });
  const activeSeries = series.magnitudes.find((m) => m.magnitude === 'active')!;
  const cents = (value: number | null) => (value === null || centsPerWh === null ? null : Math.round(value * centsPerWh));
  const part = {
    curve: {
      type: series.type,
      start: series.start,
      step: series.step,
      count: series.count,
      periods: series.periods,
      ...(series.periodOf ? { periodOf: series.periodOf } : {}),
      estimated: options.estimated ?? [],
      lastReading: options.lastReading === undefined ? range.end : options.lastReading,
    },
    magnitudes: {
      unit: 'Wh' as const,
      elements: series.magnitudes.map((m) => ({ ...m, values: m.values.map((v) => (v === null ? null : Math.round(v))) })),
    },
    cost:
      centsPerWh === null
        ? null
        : {
            values: activeSeries.values.map(cents),
            ...(activeSeries.byPeriod ? { byPeriod: activeSeries.byPeriod.map((p) => p.map(cents)) } : {}),
          },
  };
  return ZCchChartV2Schema.parse({ ...part, ...(options.previousYear ? { previousYear: part } : {}) });
}
