import { describe, expect, it } from 'vitest';
import { cchChartPart, drawnChartPart, seriesChartPart, type TCchChartInput, type TStoredDay } from './cch-chart.ts';
import type { TCchChartType, TCchRange } from './cch-range.ts';
import { chartJson } from './chart-json.ts';
import { daysFrom, prices, random, SHAPES, storedDays } from './test/stored-days.ts';

/**
 * The one-pass paths (calendar-chart.ts for months and days, slot-chart.ts for hours and
 * quarter-hours) against the general path of cch-chart.ts, on generated days of every shape:
 * the same answer, to the key order, and the same bytes where chartJson writes the drawn one.
 */
interface TOnePath {
  name: string;
  types: readonly TCchChartType[];
  days: readonly string[];
  ranges: readonly TCchRange[];
  seed: number;
  runs: number;
  /** The general path refuses an electricity day of one reading in a month or a day; hours skip it. */
  readsOneReadingDays: boolean;
  /** The last run adds a day stored twice (a correction read beside the original): the later one is drawn. */
  repeatsADay: boolean;
}

const PATHS: TOnePath[] = [
  {
    name: 'calendarChartPart: months and days',
    types: ['monthly', 'daily'],
    // Both clock changes of 2025, months cut by the range, days outside it.
    days: daysFrom('2024-12-20', 400),
    ranges: [
      { start: '2025-01-01', end: '2025-12-31' },
      { start: '2025-03-15', end: '2025-11-02' },
      { start: '2025-10-20', end: '2025-10-31' },
      { start: '2026-02-01', end: '2026-02-28' },
    ],
    seed: 1_000,
    runs: 6,
    readsOneReadingDays: false,
    repeatsADay: false,
  },
  {
    name: 'slotChartPart: hours and quarter-hours',
    types: ['hourly', 'quarter-hourly'],
    days: daysFrom('2025-02-20', 290),
    ranges: [
      { start: '2025-03-01', end: '2025-11-30' },
      { start: '2025-03-29', end: '2025-04-02' },
      { start: '2025-10-24', end: '2025-10-28' },
      { start: '2025-12-20', end: '2026-01-05' },
    ],
    seed: 2_000,
    runs: 4,
    readsOneReadingDays: true,
    repeatsADay: true,
  },
];

// A tariff option discounting some hours, as the tariff-options module answers one.
const discountAt = (day: string, hour: number) => (day.endsWith('5') && hour >= 12 && hour < 16 ? 0.3 : 0);

function withARepeatedDay(rand: () => number, stored: TStoredDay[]): TStoredDay[] {
  const twice = stored[Math.floor(rand() * stored.length)];
  if (!twice) return stored;
  return [...stored, { ...twice, active: twice.active.map((value) => (value === null ? 7 : value + 1)), estimated: [] }];
}

for (const path of PATHS) {
  describe(`${path.name} in one pass answer what the general path answers`, () => {
    for (const [s, shape] of SHAPES.entries()) {
      for (const type of path.types) {
        it(`${shape.tariff}${shape.quarters ? ' with quarter-hours' : ''}${shape.gas ? ' (gas)' : ''}, ${type}: the same answer, to the key order`, () => {
          const rand = random(path.seed + s);
          for (let run = 0; run < path.runs; run++) {
            const generated = storedDays(rand, path.days, shape).filter(
              (day) => path.readsOneReadingDays || shape.gas || day.active.length !== 1,
            );
            const stored = path.repeatsADay && run === path.runs - 1 ? withARepeatedDay(rand, generated) : generated;
            for (const range of path.ranges) {
              const periods = shape.gas ? 1 : shape.tariff === '2.0TD' ? 3 : 6;
              const input: TCchChartInput = {
                type,
                tariff: shape.tariff,
                range,
                days: stored,
                lastReading: '2026-01-22',
                ...(run % 3 === 2 ? {} : { prices: prices(rand, periods) }),
                ...(run % 2 === 1 ? { discountAt } : {}),
              };
              const general = JSON.stringify(seriesChartPart(input));
              expect(JSON.stringify(cchChartPart(input))).toBe(general);
              expect(new TextDecoder().decode(chartJson(drawnChartPart(input)))).toBe(general);
            }
          }
        });
      }
    }
  });
}

describe('calendarChartPart and a day of one electricity reading', () => {
  it('refuses one in the range, as the general path does, and ignores one outside it', () => {
    const input = (day: string): TCchChartInput => ({
      type: 'monthly',
      tariff: '2.0TD',
      range: { start: '2025-01-01', end: '2025-01-31' },
      days: [{ day, active: [900], exported: null, reactive: null, estimated: [] }],
      lastReading: null,
    });
    expect(() => seriesChartPart(input('2025-01-10'))).toThrow(/1 values for 24 hours/);
    expect(() => cchChartPart(input('2025-01-10'))).toThrow(/1 values for 24 hours/);
    expect(cchChartPart(input('2025-02-10'))).toEqual(seriesChartPart(input('2025-02-10')));
  });
});

describe('slotChartPart and the arrays it answers', () => {
  it('gives every answer arrays of its own: nothing one answer holds, or is changed to, reaches the next of the same length', () => {
    const rand = random(3_000);
    const shape = SHAPES[2]!;
    const range = { start: '2025-03-01', end: '2025-03-31' };
    const input = (days: TStoredDay[]): TCchChartInput => ({
      type: 'quarter-hourly',
      tariff: shape.tariff,
      range,
      days,
      lastReading: null,
      prices: prices(rand, 6),
    });
    const full = cchChartPart(input(storedDays(rand, daysFrom('2025-03-01', 31), shape)));
    expect(full.magnitudes.elements[0]!.values.some((value) => value !== null)).toBe(true);
    for (const element of full.magnitudes.elements) element.values.fill(1);
    full.cost?.values.fill(1);
    const empty = cchChartPart(input([]));
    expect(empty.curve.count).toBe(full.curve.count);
    expect(empty.magnitudes.elements.map((element) => element.values.every((value) => value === null))).toEqual([true]);
    expect(empty.cost?.values.every((value) => value === null)).toBe(true);
  });
});
