import { tariffPeriodsOfDay } from '../billing/tariff-periods.ts';
import type { TCchChartPart } from './cch-schemas.ts';
import type { TCchChartInput } from './chart-input.ts';
import { daysOfRange } from './chart-series.ts';
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

/** Writes a readable day's values at the chart's resolution into `target` from `at`. */
function writeDay(target: (number | null)[], at: number, values: readonly (number | null)[], hours: number, perHour: 1 | 4): void {
  if (values.length === hours * perHour) {
    for (let slot = 0; slot < values.length; slot++) target[at + slot] = values[slot]!;
    return;
  }
  for (let hour = 0; hour < hours; hour++) target[at + hour] = hourOfQuarters(values, hour);
}

/** ((0 + q1) + q2) + q3) + q4, as hourlyOf adds them; null when one is missing. */
function hourOfQuarters(values: readonly (number | null)[], hour: number): number | null {
  let sum = 0;
  for (let q = hour * 4; q < hour * 4 + 4; q++) {
    const quarter = values[q]!;
    if (quarter === null) return null;
    sum += quarter;
  }
  return sum;
}

export function slotChartPart(input: TCchChartInput & { type: TSlotType }): TCchChartPart {
  const { type, tariff, range } = input;
  const perHour = type === 'hourly' ? 1 : 4;
  const gas = isGasTariff(tariff);
  const days = daysOfRange(range);
  const first = days[0] ?? range.start;

  // Where each day of the range starts on the axis, and the tariff period of every slot. The
  // slots are counted first so that periodOf is made once at its length (every slot written
  // below): grown by push, a year of quarter-hours was copied into a new array at each growth
  // past 16,384 slots, each a large object of its own (docs/consumption.md, "What a chart costs").
  const startOf = new Map<string, number>();
  let count = 0;
  for (const day of days) {
    startOf.set(day, count);
    count += madridHours(day).length * perHour;
  }
  const nulls = () => packedNulls(count);
  const periodOf = nulls() as number[];
  let slotAt = 0;
  for (const day of days) {
    const hours = madridHours(day).length;
    const periodsOfDay = gas ? null : tariffPeriodsOfDay(tariff, day);
    for (let hour = 0; hour < hours; hour++) {
      const period = periodsOfDay ? periodsOfDay[hour]! : 1;
      for (let slot = 0; slot < perHour; slot++) periodOf[slotAt++] = period;
    }
  }

  const active = nulls();
  let exported: (number | null)[] | null = null;
  let reactive: (number | null)[] | null = null;
  const marks = new Uint8Array(count);
  const cost = input.prices ? nulls() : null;
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
        exported = exported ?? nulls();
        writeDay(exported, at, stored.exported, hours, perHour);
      }
    }
    if (stored.reactive && readable(stored.reactive.length, hours, perHour)) {
      hasReactive = true;
      if (at !== undefined) {
        reactive = reactive ?? nulls();
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
        ...(hasExported ? [{ magnitude: 'exported' as const, values: rounded(exported ?? nulls()) }] : []),
        ...(hasReactive ? [{ magnitude: 'reactive' as const, values: rounded(reactive ?? nulls()) }] : []),
      ],
    },
    cost: cost ? { values: cost } : null,
  };
}

/**
 * An array of `count` nulls that V8 keeps packed, copied from one made once per length. The
 * answer's arrays are written into these: `new Array(count).fill(null)` makes a holey array, which
 * JSON.stringify walks on its slow path (a year of quarter-hours: 2.3 ms against 1.4 per array).
 */
function packedNulls(count: number): (number | null)[] {
  let template = NULL_TEMPLATES.get(count);
  if (!template) {
    const made: null[] = [];
    for (let slot = 0; slot < count; slot++) made.push(null);
    // A range's length in slots: a handful of values in practice. Bounded all the same, as a year
    // of quarter-hours is 280 kB: at most 16 lengths kept, 4.5 MB.
    if (NULL_TEMPLATES.size >= 16) NULL_TEMPLATES.clear();
    NULL_TEMPLATES.set(count, made);
    template = made;
  }
  return template.slice();
}
const NULL_TEMPLATES = new Map<number, readonly null[]>();

/** Rounds in place (the arrays are this answer's own). */
function rounded(values: (number | null)[]): (number | null)[] {
  for (let slot = 0; slot < values.length; slot++) {
    const value = values[slot]!;
    if (value !== null) values[slot] = Math.round(value);
  }
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
  cost: (number | null)[],
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
      const cents = scratch[slot]!;
      cost[at + slot] = Number.isNaN(cents) ? null : Math.round(cents);
    }
    return;
  }
  // Hours of quarter-hours: ((0 + q1) + q2) + q3) + q4, as hourlyOf adds them; missing when one is.
  for (let hour = 0; hour < hours; hour++) {
    let sum = 0;
    for (let q = hour * 4; q < hour * 4 + 4; q++) sum += scratch[q]!;
    cost[at + hour] = Number.isNaN(sum) ? null : Math.round(sum);
  }
}
