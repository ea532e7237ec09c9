import { tariffPeriodsOfDay } from '../billing/tariff-periods.ts';
import type { TCchChartInput } from './chart-input.ts';
import { daysOfRange } from './chart-series.ts';
import type { TDrawnChartPart } from './drawn-chart.ts';
import { datedValueOn } from './energy-cost.ts';
import { energyPeriodCount, isGasTariff, madridHours } from './metered-days.ts';

/**
 * The hourly and quarter-hourly charts in one pass over the stored days (docs/consumption.md,
 * "What a chart costs"), as calendar-chart.ts draws months and days. They answer exactly what the
 * general path of cch-chart.ts answers — each day's readings at the chart's resolution (quarters
 * added into their hour, a missing quarter making the hour missing), estimated slots marked, each
 * slot costed on its day's price of its period less the tariff options' discount — but write
 * each day straight into the answer's arrays instead of building, per day and magnitude, a metered
 * day, an hourly copy, a cost array, a marks array and a day map, then a series of each. Every
 * cost adds the same numbers in the same order as the general path (a quarter's cost first, then
 * the four into their hour from 0), so the rounded cents are the same. one-pass-charts.test.ts holds
 * both to the same answers.
 */

type TSlotType = 'hourly' | 'quarter-hourly';

const STEP = { hourly: 'PT1H', 'quarter-hourly': 'PT15M' } as const;

/**
 * Whether a day of this many slots reads at the chart's resolution: its own slots, or (for
 * hours) quarter-hours added up; not a gas day for hours, not hours for quarter-hours.
 */
function readable(slots: number, hours: number, perHour: 1 | 4): boolean {
  return slots === hours * perHour || (perHour === 1 && slots === hours * 4);
}

/** Writes a readable day's values at the chart's resolution into `target` from `at` (NaN for a gap). */
function writeDay(target: Float64Array, at: number, values: readonly (number | null)[], hours: number, perHour: 1 | 4): void {
  if (values.length === hours * perHour) {
    for (let slot = 0; slot < values.length; slot++) target[at + slot] = values[slot] ?? Number.NaN;
    return;
  }
  for (let hour = 0; hour < hours; hour++) target[at + hour] = hourOfQuarters(values, hour);
}

/** ((0 + q1) + q2) + q3) + q4, as hourlyOf adds them; NaN when one is missing. */
function hourOfQuarters(values: readonly (number | null)[], hour: number): number {
  let sum = 0;
  for (let q = hour * 4; q < hour * 4 + 4; q++) {
    const quarter = values[q]!;
    if (quarter === null) return Number.NaN;
    sum += quarter;
  }
  return sum;
}

/** A series of `count` buckets without readings yet. */
const gaps = (count: number): Float64Array => new Float64Array(count).fill(Number.NaN);

/**
 * The chart drawn into typed arrays (drawn-chart.ts): each series a Float64Array, NaN where the
 * answer has null, and the periods a Uint8Array. chartJson writes them as the answer's arrays.
 */
export function slotChartPart(input: TCchChartInput & { type: TSlotType }): TDrawnChartPart {
  const { type, tariff, range } = input;
  const perHour = type === 'hourly' ? 1 : 4;
  const gas = isGasTariff(tariff);
  const days = daysOfRange(range);
  const first = days[0] ?? range.start;

  // Where each day of the range starts on the axis, and the tariff period of every slot.
  const startOf = new Map<string, number>();
  let count = 0;
  for (const day of days) {
    startOf.set(day, count);
    count += madridHours(day).length * perHour;
  }
  const periodOf = new Uint8Array(count);
  let slotAt = 0;
  for (const day of days) {
    const hours = madridHours(day).length;
    const periodsOfDay = gas ? null : tariffPeriodsOfDay(tariff, day);
    for (let hour = 0; hour < hours; hour++) {
      const period = periodsOfDay ? periodsOfDay[hour]! : 1;
      for (let slot = 0; slot < perHour; slot++) periodOf[slotAt++] = period;
    }
  }

  const active = gaps(count);
  let exported: Float64Array | null = null;
  let reactive: Float64Array | null = null;
  const marks = new Uint8Array(count);
  const cost = input.prices ? gaps(count) : null;
  // One day's cents at a time: at most 100 quarter-hours (the autumn change).
  const scratch = new Float64Array(100);
  // A magnitude is shown when any stored day has it at this resolution, in the range or not.
  let hasExported = false;
  let hasReactive = false;

  for (const stored of input.days) {
    const hours = madridHours(stored.day).length;
    const at = startOf.get(stored.day);
    if (stored.exported && readable(stored.exported.length, hours, perHour)) {
      hasExported = true;
      if (at !== undefined) {
        exported = exported ?? gaps(count);
        writeDay(exported, at, stored.exported, hours, perHour);
      }
    }
    if (stored.reactive && readable(stored.reactive.length, hours, perHour)) {
      hasReactive = true;
      if (at !== undefined) {
        reactive = reactive ?? gaps(count);
        writeDay(reactive, at, stored.reactive, hours, perHour);
      }
    }
    if (at === undefined || !readable(stored.active.length, hours, perHour)) continue;
    writeDay(active, at, stored.active, hours, perHour);
    if (stored.estimated.length > 0) markDay(marks, at, stored.active.length, stored.estimated, hours, perHour);
    if (cost) costDay(cost, at, input, stored.day, stored.active, hours, perHour, scratch);
  }

  const estimated: number[] = [];
  for (let slot = 0; slot < count; slot++) if (marks[slot]! > 0) estimated.push(slot);
  return {
    curve: {
      type,
      start: `${first}T00:00${madridHours(first)[0]?.offset ?? '+01:00'}`,
      step: STEP[type],
      count,
      periods: energyPeriodCount(tariff),
      periodOf,
      estimated,
      lastReading: input.lastReading,
    },
    magnitudes: {
      unit: 'Wh',
      elements: [
        { magnitude: 'active', values: rounded(active) },
        ...(hasExported ? [{ magnitude: 'exported' as const, values: rounded(exported ?? gaps(count)) }] : []),
        ...(hasReactive ? [{ magnitude: 'reactive' as const, values: rounded(reactive ?? gaps(count)) }] : []),
      ],
    },
    cost: cost ? { values: cost } : null,
  };
}

/** Rounds in place (the arrays are this answer's own; NaN stays NaN). */
function rounded(values: Float64Array): Float64Array {
  for (let slot = 0; slot < values.length; slot++) values[slot] = Math.round(values[slot]!);
  return values;
}

/** A day's estimated slots at this resolution: a slot, or an hour with any of its quarters estimated. */
function markDay(marks: Uint8Array, at: number, slots: number, estimated: readonly number[], hours: number, perHour: 1 | 4): void {
  const quartersIntoHours = perHour === 1 && slots === hours * 4;
  const width = quartersIntoHours ? hours : slots;
  marks.fill(0, at, at + width);
  for (const slot of estimated) {
    if (slot < 0 || slot >= slots || !Number.isInteger(slot)) continue;
    marks[at + (quartersIntoHours ? Math.floor(slot / 4) : slot)] = 1;
  }
}

/**
 * A day's euro cents at this resolution, each slot costed as slotCostCents does (energy-cost.ts):
 * the day's price of the hour's period, less the discount of that clock hour; quarters' cents
 * then added into their hour from 0. Slots are costed into `scratch` (NaN where slotCostCents
 * answers null) and each bucket is written rounded, as the answer gives it: no number is boxed.
 */
function costDay(
  cost: Float64Array,
  at: number,
  input: TCchChartInput,
  day: string,
  values: readonly (number | null)[],
  hours: number,
  perHour: 1 | 4,
  scratch: Float64Array,
): void {
  const prices = input.prices!;
  const slots = values.length;
  const slotsPerHour = slots / hours;
  if (isGasTariff(input.tariff)) {
    const price = datedValueOn(prices[0] ?? [], day);
    for (let slot = 0; slot < slots; slot++) {
      const wh = values[slot]!;
      scratch[slot] = wh === null || price === null ? Number.NaN : (wh / 1000) * price * 100;
    }
  } else {
    const clock = madridHours(day);
    const periodsOfDay = tariffPeriodsOfDay(input.tariff, day);
    // The day's price of each period, looked up once (not once an hour): the same values.
    const priceOfPeriod = new Array<number | null>(prices.length);
    for (let period = 0; period < prices.length; period++) priceOfPeriod[period] = datedValueOn(prices[period] ?? [], day);
    const discountAt = input.discountAt;
    for (let hour = 0; hour < hours; hour++) {
      const price = priceOfPeriod[periodsOfDay[hour]! - 1] ?? null;
      // (1 - 0) is 1 exactly: without options the product is the same as with a zero discount.
      const kept = 1 - (discountAt ? discountAt(day, clock[hour]!.hour) : 0);
      for (let slot = hour * slotsPerHour; slot < (hour + 1) * slotsPerHour; slot++) {
        const wh = values[slot]!;
        scratch[slot] = wh === null || price === null ? Number.NaN : (wh / 1000) * price * kept * 100;
      }
    }
  }
  if (slots === hours * perHour) {
    for (let slot = 0; slot < slots; slot++) {
      cost[at + slot] = Math.round(scratch[slot]!);
    }
    return;
  }
  // Hours of quarter-hours: ((0 + q1) + q2) + q3) + q4, as hourlyOf adds them; missing when one is.
  for (let hour = 0; hour < hours; hour++) {
    let sum = 0;
    for (let q = hour * 4; q < hour * 4 + 4; q++) sum += scratch[q]!;
    cost[at + hour] = Math.round(sum);
  }
}
