import { tariffPeriodsOfDay } from '../billing/tariff-periods.ts';
import type { TCchChartPart } from './cch-schemas.ts';
import type { TCchChartInput, TMonthBucket, TMonthDays } from './chart-input.ts';
import { daysOfRange, monthsOfRange } from './chart-series.ts';
import { datedValueOn } from './energy-cost.ts';
import { monthDays } from './kept-months.ts';
import { checkSlots, energyPeriodCount, isGasTariff, madridHours } from './metered-days.ts';

/**
 * The monthly and daily charts in one pass over the stored days (docs/consumption.md, "What a
 * chart costs"). They answer exactly what the general path of cch-chart.ts answers — a day's
 * readings to its hours, hours to the day's periods, days to their bucket, the cost of each slot
 * on its day's price — but sum each day straight into its bucket instead of building a metered
 * day, an hourly copy, a cost array and a period array per day and magnitude, which was most of
 * the CPU of a year's monthly chart. Every floating-point sum (the cost) adds the same numbers in
 * the same order as the general path, so the rounded cents are the same; the energy sums are
 * whole Wh, exact in any order. one-pass-charts.test.ts holds both to the same answers.
 */

type TKind = 'hours' | 'quarters' | 'single';

/** How a day's slots read at a day's or a month's resolution; null for a day of no valid length. */
function kindOf(slots: number, hours: number): TKind | null {
  if (slots === hours) return 'hours';
  if (slots === hours * 4) return 'quarters';
  return slots === 1 ? 'single' : null;
}

/** Whether a magnitude's values have a length this resolution reads. */
const readable = (values: readonly (number | null)[] | null, hours: number) => values !== null && kindOf(values.length, hours) !== null;

/** One magnitude's buckets: the sums by period, and whether any day reached each bucket. */
class Buckets {
  readonly byPeriod: number[][];
  readonly reached: boolean[];
  constructor(periods: number, count: number) {
    this.byPeriod = Array.from({ length: periods }, () => new Array<number>(count).fill(0));
    this.reached = new Array<boolean>(count).fill(false);
  }

  /** A day's sums by period into bucket `at`, in period order (as sumByPeriod adds a day to its month). */
  add(at: number, day: readonly number[]): void {
    if (!this.reached[at]) {
      this.reached[at] = true;
      for (let p = 0; p < day.length; p++) this.byPeriod[p]![at] = day[p]!;
      return;
    }
    for (let p = 0; p < day.length; p++) this.byPeriod[p]![at]! += day[p]!;
  }

  /** The bucket totals (null where no day reached it), summed over the periods from 0 as chartSeries does. */
  totals(): (number | null)[] {
    return this.reached.map((reached, at) => {
      if (!reached) return null;
      let sum = 0;
      for (const period of this.byPeriod) sum += period[at]!;
      return sum;
    });
  }

  /** Bucket `at` as a kept month holds it: its unrounded sums by period, null where no day reached it. */
  at(at: number): number[] | null {
    return this.reached[at] ? this.byPeriod.map((period) => period[at]!) : null;
  }

  /** Bucket `at` set to sums kept earlier (at()), as if its days had been added again. */
  set(at: number, sums: readonly number[] | null): void {
    if (sums === null) return;
    this.reached[at] = true;
    for (let p = 0; p < sums.length; p++) this.byPeriod[p]![at] = sums[p]!;
  }

  periods(): (number | null)[][] {
    return this.byPeriod.map((period) => period.map((value, at) => (this.reached[at] ? value : null)));
  }
}

/**
 * A day's values summed by period, quarter-hours first added into their hour (a missing quarter
 * makes the hour missing), a missing value counting nothing. A value is missing as null (the
 * readings) or NaN (a day's cents, costSums' scratch). `periodsOfDay` null for gas, whose one
 * period takes everything. Plain loops over the array, no callback: this runs for every day of
 * every chart.
 */
function daySums(
  kind: TKind,
  values: ArrayLike<number | null>,
  hours: number,
  periods: number,
  periodsOfDay: readonly number[] | null,
): number[] {
  const sums = new Array<number>(periods).fill(0);
  if (kind === 'single') {
    sums[0]! += counted(values[0]!);
    return sums;
  }
  for (let hour = 0; hour < hours; hour++) {
    let value: number | null;
    if (kind === 'hours') {
      value = values[hour]!;
    } else {
      // ((0 + q1) + q2) + q3) + q4, as hourlyOf adds them; null when one is missing.
      value = 0;
      for (let q = hour * 4; q < hour * 4 + 4; q++) {
        const quarter = values[q]!;
        if (quarter === null || Number.isNaN(quarter)) {
          value = null;
          break;
        }
        value += quarter;
      }
    }
    sums[periodsOfDay ? periodsOfDay[hour]! - 1 : 0]! += counted(value);
  }
  return sums;
}

/** What a value adds to a sum: nothing when it is missing (null or NaN). */
const counted = (value: number | null): number => (value === null || Number.isNaN(value) ? 0 : value);

/** A day's sums at this resolution; null for a day of no valid length. An electricity day of one reading is refused as dayByPeriod refuses it. */
function sumsOfDay(
  day: string,
  values: readonly (number | null)[],
  hours: number,
  periods: number,
  periodsOfDay: readonly number[] | null,
): number[] | null {
  const kind = kindOf(values.length, hours);
  if (!kind) return null;
  if (kind === 'single' && periodsOfDay) checkSlots({ day, values }, 1);
  return daySums(kind, values, hours, periods, periodsOfDay);
}

const roundAll = (values: readonly (number | null)[]) => values.map((value) => (value === null ? null : Math.round(value)));

/** What the days of a range sum to, bucket by bucket, before rounding: what a kept month holds. */
interface TSums {
  active: Buckets;
  exported: Buckets;
  reactive: Buckets;
  cost: Buckets;
  marked: boolean[];
  hasExported: boolean;
  hasReactive: boolean;
}

/** Buckets set as they were kept (keptMonths, keptDays), before the days read are summed into the others. */
type TSetKept = (sums: TSums, position: ReadonlyMap<string, number>) => void;

/** Each stored day summed into its bucket (`position` of its key), the buckets `setKept` sets taken as they were kept instead. */
function sumDays(
  input: TCchChartInput,
  keys: readonly string[],
  keyOf: (day: string) => string,
  first: string,
  last: string,
  setKept?: TSetKept,
): TSums {
  const { tariff } = input;
  const gas = isGasTariff(tariff);
  const periods = energyPeriodCount(tariff);
  const position = new Map(keys.map((key, at) => [key, at]));
  const sums: TSums = {
    active: new Buckets(periods, keys.length),
    exported: new Buckets(periods, keys.length),
    reactive: new Buckets(periods, keys.length),
    cost: new Buckets(periods, keys.length),
    marked: new Array<boolean>(keys.length).fill(false),
    // A magnitude is shown when any stored day has it at this resolution, in the range or not.
    hasExported: false,
    hasReactive: false,
  };
  setKept?.(sums, position);

  for (const stored of input.days) {
    const hours = madridHours(stored.day).length;
    const inRange = stored.day >= first && stored.day <= last;
    const at = inRange ? position.get(keyOf(stored.day)) : undefined;
    const periodsOfDay = gas ? null : tariffPeriodsOfDay(tariff, stored.day);
    // Outside the range a day only shows that its magnitude exists: a valid length is enough.
    if (!sums.hasExported && readable(stored.exported, hours)) sums.hasExported = true;
    if (!sums.hasReactive && readable(stored.reactive, hours)) sums.hasReactive = true;
    if (at === undefined) continue;
    const activeSums = sumsOfDay(stored.day, stored.active, hours, periods, periodsOfDay);
    if (activeSums) sums.active.add(at, activeSums);
    const exportedSums = stored.exported && sumsOfDay(stored.day, stored.exported, hours, periods, periodsOfDay);
    if (exportedSums) sums.exported.add(at, exportedSums);
    const reactiveSums = stored.reactive && sumsOfDay(stored.day, stored.reactive, hours, periods, periodsOfDay);
    if (reactiveSums) sums.reactive.add(at, reactiveSums);
    if (!activeSums) continue;
    if (stored.estimated.some((slot) => slot < stored.active.length)) sums.marked[at] = true;
    if (input.prices) sums.cost.add(at, costSums(input, stored.day, stored.active, hours, periods, periodsOfDay));
  }
  return sums;
}

const monthOf = (day: string) => day.slice(0, 7);
const itself = (day: string) => day;

/**
 * The buckets of a range, months ('YYYY-MM') or days, and its first and last day. Months are
 * counted by month (monthsOfRange), and bounded by the range's own ends: a chart's range is
 * checked first (cchRangeProblem), and a stored day, a calendar day, falls between two calendar
 * days exactly when daysOfRange lists it.
 */
function bucketsOf(type: 'monthly' | 'daily', range: TCchChartInput['range']) {
  if (type === 'monthly') return { keyOf: monthOf, keys: monthsOfRange(range), first: range.start, last: range.end };
  const rangeDays = daysOfRange(range);
  return { keyOf: itself, keys: rangeDays, first: rangeDays[0] ?? range.start, last: rangeDays[rangeDays.length - 1] ?? range.end };
}

/**
 * The monthly or daily chart. A monthly chart may be given whole months as they were kept
 * (`kept`, drawn by monthBuckets from the same readings, prices and options), a daily chart
 * whole months' days (`keptDays`, drawn by monthDayBuckets): their days need not be read, and
 * the answer is the same to the cent, since a kept bucket is the unrounded sums its days would
 * add up to.
 */
export function calendarChartPart(input: TCchChartInput & { type: 'monthly' | 'daily' }): TCchChartPart {
  const { type, range } = input;
  const periods = energyPeriodCount(input.tariff);
  const { keyOf, keys, first, last } = bucketsOf(type, range);
  const kept = type === 'monthly' ? input.kept && keptMonths(input.kept) : input.keptDays && keptDays(input.keptDays);
  const sums = sumDays(input, keys, keyOf, first, last, kept);

  const element = (magnitude: 'active' | 'exported' | 'reactive', buckets: Buckets) => ({
    magnitude,
    values: roundAll(buckets.totals()),
    byPeriod: buckets.periods().map(roundAll),
  });
  return {
    curve: {
      type,
      start: keys[0] ?? keyOf(range.start),
      step: type === 'monthly' ? 'P1M' : 'P1D',
      count: keys.length,
      periods,
      estimated: sums.marked.flatMap((isMarked, at) => (isMarked ? [at] : [])),
      lastReading: input.lastReading,
    },
    magnitudes: {
      unit: 'Wh',
      elements: [
        element('active', sums.active),
        ...(sums.hasExported ? [element('exported', sums.exported)] : []),
        ...(sums.hasReactive ? [element('reactive', sums.reactive)] : []),
      ],
    },
    cost: input.prices ? { values: roundAll(sums.cost.totals()), byPeriod: sums.cost.periods().map(roundAll) } : null,
  };
}

/**
 * Each of `months` ('YYYY-MM') as a monthly chart sums it from the given days, to be kept
 * (docs/consumption.md, "Months kept"): pass the days of whole months only, since a month is
 * kept as its days sum it.
 */
export function monthBuckets(input: Omit<TCchChartInput, 'type' | 'range'>, months: readonly string[]): Map<string, TMonthBucket> {
  const sums = sumDays({ ...input, type: 'monthly', range: { start: '', end: '' } }, months, (day) => day.slice(0, 7), '', '\uffff');
  const kept = new Map<string, TMonthBucket>();
  months.forEach((month, at) => {
    kept.set(month, {
      active: sums.active.at(at),
      exported: sums.exported.at(at),
      reactive: sums.reactive.at(at),
      cost: input.prices ? sums.cost.at(at) : null,
      estimated: sums.marked[at]!,
      hasExported: shownIn(input.days, month, 'exported'),
      hasReactive: shownIn(input.days, month, 'reactive'),
    });
  });
  return kept;
}

/** The days of a month 'YYYY-MM', in order. */
function daysOfMonth(month: string): string[] {
  const count = Number(monthDays(month).last.slice(8));
  return DAY_NUMBERS.slice(0, count).map((day) => `${month}-${day}`);
}

/** '01' to '31'. */
const DAY_NUMBERS = Array.from({ length: 31 }, (_, at) => String(at + 1).padStart(2, '0'));

/**
 * Each day of `months` ('YYYY-MM') as a daily chart sums it from the given days, by month, to be
 * kept (docs/consumption.md, "Months kept"): a daily chart's bucket is its day and nothing else,
 * so a kept day is what the chart would sum. Pass the days of whole months only, as to
 * monthBuckets.
 */
export function monthDayBuckets(input: Omit<TCchChartInput, 'type' | 'range'>, months: readonly string[]): Map<string, TMonthDays> {
  const daysOf = months.map(daysOfMonth);
  const sums = sumDays({ ...input, type: 'daily', range: { start: '', end: '' } }, daysOf.flat(), itself, '', '\uffff');
  const kept = new Map<string, TMonthDays>();
  let from = 0;
  months.forEach((month, at) => {
    const count = daysOf[at]!.length;
    const column = (buckets: Buckets) => Array.from({ length: count }, (_, day) => buckets.at(from + day));
    const estimated: number[] = [];
    for (let day = 0; day < count; day++) if (sums.marked[from + day]) estimated.push(day);
    kept.set(month, {
      active: column(sums.active),
      exported: column(sums.exported),
      reactive: column(sums.reactive),
      cost: input.prices ? column(sums.cost) : null,
      estimated,
      hasExported: shownIn(input.days, month, 'exported'),
      hasReactive: shownIn(input.days, month, 'reactive'),
    });
    from += count;
  });
  return kept;
}

/** Kept months set in their buckets (a monthly chart's keys are months). */
function keptMonths(kept: ReadonlyMap<string, TMonthBucket>): TSetKept {
  return (sums, position) => {
    for (const [month, bucket] of kept) {
      const at = position.get(month);
      if (at === undefined) continue;
      sums.active.set(at, bucket.active);
      sums.exported.set(at, bucket.exported);
      sums.reactive.set(at, bucket.reactive);
      sums.cost.set(at, bucket.cost);
      sums.marked[at] = bucket.estimated;
      sums.hasExported ||= bucket.hasExported;
      sums.hasReactive ||= bucket.hasReactive;
    }
  };
}

/**
 * Kept months' days set in their buckets (a daily chart's keys are days, in calendar order): a
 * month wholly among the keys has its days at consecutive positions from its first, so no key
 * is made per day. A month not wholly among them is not set (its days are read instead).
 */
function keptDays(kept: ReadonlyMap<string, TMonthDays>): TSetKept {
  return (sums, position) => {
    for (const [month, days] of kept) {
      const { first, last } = monthDays(month);
      const from = position.get(first);
      if (from === undefined || position.get(last) !== from + days.active.length - 1) continue;
      for (let day = 0; day < days.active.length; day++) {
        sums.active.set(from + day, days.active[day] ?? null);
        sums.exported.set(from + day, days.exported[day] ?? null);
        sums.reactive.set(from + day, days.reactive[day] ?? null);
        sums.cost.set(from + day, days.cost?.[day] ?? null);
      }
      for (const day of days.estimated) sums.marked[from + day] = true;
      sums.hasExported ||= days.hasExported;
      sums.hasReactive ||= days.hasReactive;
    }
  };
}

/** Whether a stored day of `month` has the magnitude at a resolution the charts read. */
const shownIn = (days: TCchChartInput['days'], month: string, magnitude: 'exported' | 'reactive') =>
  days.some((stored) => stored.day.startsWith(month) && readable(stored[magnitude], madridHours(stored.day).length));

/**
 * One day's cents of costSums, NaN where the reading or the price is missing: at most 100
 * quarter-hours (the autumn change). A plain array of them boxed every slot's number, a year of
 * hours 8,760 allocations a chart; each day is summed before the next is costed.
 */
const DAY_CENTS = new Float64Array(100);

/** A day's euro cents by period, each slot costed as slotCostCents does (energy-cost.ts), then summed as the readings are. */
function costSums(
  input: TCchChartInput,
  day: string,
  values: readonly (number | null)[],
  hours: number,
  periods: number,
  periodsOfDay: readonly number[] | null,
): number[] {
  const prices = input.prices!;
  const kind = kindOf(values.length, hours)!;
  const cents = DAY_CENTS;
  if (periodsOfDay === null || values.length === 1) {
    const price = datedValueOn(prices[0] ?? [], day);
    for (let slot = 0; slot < values.length; slot++) {
      const wh = values[slot]!;
      cents[slot] = wh === null || price === null ? Number.NaN : (wh / 1000) * price * 100;
    }
    return daySums(kind, cents, hours, periods, periodsOfDay);
  }
  const clock = madridHours(day);
  const perHour = values.length / clock.length;
  // The day's price of each period, looked up once (not once an hour): the same values.
  const priceOfPeriod = new Array<number | null>(periods);
  for (let period = 0; period < periods; period++) priceOfPeriod[period] = datedValueOn(prices[period] ?? [], day);
  const discountAt = input.discountAt;
  for (let hour = 0; hour < clock.length; hour++) {
    const price = priceOfPeriod[periodsOfDay[hour]! - 1] ?? null;
    // (1 - 0) is 1 exactly: without options the product is the same as with a zero discount.
    const kept = 1 - (discountAt ? discountAt(day, clock[hour]!.hour) : 0);
    for (let slot = hour * perHour; slot < (hour + 1) * perHour; slot++) {
      const wh = values[slot]!;
      cents[slot] = wh === null || price === null ? Number.NaN : (wh / 1000) * price * kept * 100;
    }
  }
  return daySums(kind, cents, hours, periods, periodsOfDay);
}
