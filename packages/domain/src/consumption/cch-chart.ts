import { calendarChartPart } from './calendar-chart.ts';
import type { TCchChartType, TCchRange } from './cch-range.ts';
import type { TCchChartPart } from './cch-schemas.ts';
import type { TCchChartInput, TStoredDay } from './chart-input.ts';
import { chartSeries, type TMagnitude } from './chart-series.ts';
import { plainOf, type TDrawnChartPart } from './drawn-chart.ts';
import { slotCostCents } from './energy-cost.ts';
import { hourlyOf, madridHours, type TMeteredDay } from './metered-days.ts';
import { slotChartPart } from './slot-chart.ts';

/**
 * The chart of customer-area §7 (cch/chart/{type}) from a supply point's stored days: the one
 * place that decides which readings each chart type reads, so version 1, version 2 and the
 * downloads agree. Quarter-hours add up to hours, hours to days and months (through the same
 * sums the invoices use); gas gives one reading a day, so it has days and months only.
 */

export { monthBuckets, monthDayBuckets } from './calendar-chart.ts';
export type { TCchChartInput, TMonthBucket, TMonthDays, TStoredDay } from './chart-input.ts';

/** The readings a chart type reads from one day: quarter-hours as they are, or everything per hour, or gas's day. */
function atResolution(type: TCchChartType, metered: TMeteredDay): TMeteredDay | null {
  const hours = madridHours(metered.day).length;
  if (type === 'quarter-hourly') return metered.values.length === hours * 4 ? metered : null;
  const hourly = hourlyOf(metered);
  if (hourly) return { day: metered.day, values: hourly };
  // Gas: one reading of the whole day, which days and months can show and hours cannot.
  return type === 'hourly' || metered.values.length !== 1 ? null : metered;
}

function readingsOf(
  type: TCchChartType,
  days: readonly TStoredDay[],
  pick: (day: TStoredDay) => readonly (number | null)[] | null,
): TMeteredDay[] {
  const out: TMeteredDay[] = [];
  for (const stored of days) {
    const values = pick(stored);
    if (!values) continue;
    const metered = atResolution(type, { day: stored.day, values });
    if (metered) out.push(metered);
  }
  return out;
}

const roundAll = (values: readonly (number | null)[]) => values.map((value) => (value === null ? null : Math.round(value)));

/**
 * One chart: the magnitudes the meter gives (exported and reactive only when some day has them),
 * the buckets with an estimated reading, and the cost of the active energy in cents. Months and
 * days take the one-pass path of calendar-chart.ts, hours and quarter-hours that of
 * slot-chart.ts, drawn into typed arrays (drawn-chart.ts) that chartJson writes; both answer
 * what seriesChartPart answers.
 */
export function drawnChartPart(input: TCchChartInput): TDrawnChartPart {
  if (input.type === 'monthly' || input.type === 'daily') return calendarChartPart({ ...input, type: input.type });
  return slotChartPart({ ...input, type: input.type });
}

/** The same chart with plain arrays throughout, as a client parses it. */
export function cchChartPart(input: TCchChartInput): TCchChartPart {
  return plainOf<TCchChartPart>(drawnChartPart(input));
}

/**
 * The chart through chartSeries, for any type: what every chart answers by definition. The
 * one-pass paths are held to it by one-pass-charts.test.ts.
 */
export function seriesChartPart(input: TCchChartInput): TCchChartPart {
  const { type, tariff, range, days } = input;
  const magnitudes: Partial<Record<TMagnitude, TMeteredDay[]>> = { active: readingsOf(type, days, (d) => d.active) };
  const exported = readingsOf(type, days, (d) => d.exported);
  if (exported.length > 0) magnitudes.exported = exported;
  const reactive = readingsOf(type, days, (d) => d.reactive);
  if (reactive.length > 0) magnitudes.reactive = reactive;
  const series = chartSeries(type, tariff, range, magnitudes);

  // An estimated slot counts 1, so a bucket that sums to more than 0 holds one.
  const marks = readingsOf(type, days, (d) =>
    d.estimated.length === 0 ? null : d.active.map((_, slot) => (d.estimated.includes(slot) ? 1 : 0)),
  );
  const marked = marks.length === 0 ? [] : (chartSeries(type, tariff, range, { active: marks }).magnitudes[0]?.values ?? []);
  const estimated = marked.flatMap((value, bucket) => (value !== null && value > 0 ? [bucket] : []));

  let cost: TCchChartPart['cost'] = null;
  if (input.prices) {
    const prices = input.prices;
    const costs = readingsOf(type, days, (d) => slotCostCents(tariff, { day: d.day, values: d.active }, prices, input.discountAt));
    const costSeries = chartSeries(type, tariff, range, { active: costs }).magnitudes[0]!;
    cost = { values: roundAll(costSeries.values), ...(costSeries.byPeriod ? { byPeriod: costSeries.byPeriod.map(roundAll) } : {}) };
  }

  const { magnitudes: elements, ...curve } = series;
  return {
    curve: { ...curve, estimated, lastReading: input.lastReading },
    magnitudes: {
      unit: 'Wh',
      elements: elements.map((element) => ({
        ...element,
        values: roundAll(element.values),
        ...(element.byPeriod ? { byPeriod: element.byPeriod.map(roundAll) } : {}),
      })),
    },
    cost,
  };
}

/** The same range a year earlier (29 February becomes the 28th). */
export function previousYearRange(range: TCchRange): TCchRange {
  const back = (day: string) => {
    const year = String(Number(day.slice(0, 4)) - 1).padStart(4, '0');
    const candidate = `${year}${day.slice(4)}`;
    return day.slice(5) === '02-29' ? `${year}-02-28` : candidate;
  };
  return { start: back(range.start), end: back(range.end) };
}
