import { describe, expect, it } from 'vitest';
import { madridClockHours } from '../billing/tariff-periods.ts';
import { cchChartPart, seriesChartPart, type TCchChartInput, type TStoredDay } from './cch-chart.ts';
import type { TEnergyPrices } from './energy-cost.ts';

/** A small deterministic generator: the same inputs on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

function daysFrom(first: string, count: number): string[] {
  const start = Date.parse(`${first}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => new Date(start + i * 86_400_000).toISOString().slice(0, 10));
}

interface Shape {
  tariff: string;
  /** Quarter-hours on some days, as a meter that changed resolution. */
  quarters: boolean;
  exported: boolean;
  reactive: boolean;
  gas: boolean;
}

/** Days of readings with gaps, estimated slots, odd lengths and whole-day readings, as stored days come. */
function storedDays(rand: () => number, days: readonly string[], shape: Shape): TStoredDay[] {
  const values = (n: number, gaps: number) =>
    Array.from({ length: n }, () => (rand() < gaps ? null : Math.floor(rand() * (shape.quarters ? 400 : 1600))));
  return days.flatMap((day): TStoredDay[] => {
    if (rand() < 0.05) return []; // a day without readings
    const hours = madridClockHours(day).length;
    const slots = shape.gas && rand() < 0.6 ? 1 : shape.quarters && rand() < 0.5 ? hours * 4 : rand() < 0.02 ? hours + 3 : hours;
    const gaps = rand() < 0.2 ? 0.1 : 0;
    return [
      {
        day,
        active: values(slots, gaps),
        exported: shape.exported && rand() < 0.8 ? values(slots, gaps) : null,
        reactive: shape.reactive && rand() < 0.5 ? values(slots, 0) : null,
        // Marks past the day's slots count for nothing: some days carry only those.
        estimated: rand() < 0.15 ? (rand() < 0.4 ? [slots + 2] : [Math.floor(rand() * slots), slots + 2]) : [],
      },
    ];
  });
}

/** Dated prices that change inside months, one period sometimes without a price at first. */
function prices(rand: () => number, periods: number): TEnergyPrices {
  return Array.from({ length: periods }, (_, p) =>
    [
      { from: p === 1 ? '2025-02-14' : '2024-12-01', value: Math.round((0.08 + rand() * 0.2) * 1e6) / 1e6 },
      { from: '2025-06-17', value: Math.round((0.08 + rand() * 0.2) * 1e6) / 1e6 },
      { from: '2025-10-26', value: Math.round((0.08 + rand() * 0.2) * 1e6) / 1e6, to: '2025-12-20' },
    ].slice(0, 1 + Math.floor(rand() * 3)),
  );
}

const SHAPES: Shape[] = [
  { tariff: '2.0TD', quarters: false, exported: true, reactive: false, gas: false },
  { tariff: '2.0TD', quarters: true, exported: false, reactive: true, gas: false },
  { tariff: '3.0TD', quarters: true, exported: true, reactive: true, gas: false },
  { tariff: '6.1TD', quarters: false, exported: false, reactive: false, gas: false },
  { tariff: 'RL.1', quarters: false, exported: false, reactive: false, gas: true },
];

describe('calendarChartPart: months and days in one pass answer what the general path answers', () => {
  // Both clock changes of 2025, months cut by the range, days outside it, every shape of day.
  const days = daysFrom('2024-12-20', 400);
  const ranges = [
    { start: '2025-01-01', end: '2025-12-31' },
    { start: '2025-03-15', end: '2025-11-02' },
    { start: '2025-10-20', end: '2025-10-31' },
    { start: '2026-02-01', end: '2026-02-28' },
  ];

  for (const [s, shape] of SHAPES.entries()) {
    for (const type of ['monthly', 'daily'] as const) {
      it(`${shape.tariff}${shape.quarters ? ' with quarter-hours' : ''}${shape.gas ? ' (gas)' : ''}, ${type}: the same answer, to the key order`, () => {
        const rand = random(1_000 + s);
        // A tariff option discounting some hours, as the tariff-options module answers one.
        const discountAt = (day: string, hour: number) => (day.endsWith('5') && hour >= 12 && hour < 16 ? 0.3 : 0);
        for (let run = 0; run < 6; run++) {
          const stored = storedDays(rand, days, shape).filter((day) => shape.gas || day.active.length !== 1);
          for (const range of ranges) {
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
            const fast = cchChartPart(input);
            expect(JSON.stringify(fast)).toBe(JSON.stringify(seriesChartPart(input)));
          }
        }
      });
    }
  }

  it('refuses an electricity day of one reading in the range, as the general path does, and ignores one outside it', () => {
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
