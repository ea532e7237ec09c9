import { madridClockHours } from '../../billing/tariff-periods.ts';
import type { TStoredDay } from '../chart-input.ts';
import type { TEnergyPrices } from '../energy-cost.ts';

/**
 * Stored days of every shape a meter gives (gaps, estimated slots, odd lengths, quarter-hours,
 * whole-day readings) and dated prices, generated the same on every run: the inputs on which the
 * one-pass charts are held to the general path (one-pass-charts.test.ts).
 */

/** A small deterministic generator: the same inputs on every run. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

export function daysFrom(first: string, count: number): string[] {
  const start = Date.parse(`${first}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => new Date(start + i * 86_400_000).toISOString().slice(0, 10));
}

export interface Shape {
  tariff: string;
  /** Quarter-hours on some days, as a meter that changed resolution. */
  quarters: boolean;
  exported: boolean;
  reactive: boolean;
  gas: boolean;
}

/** Days of readings with gaps, estimated slots, odd lengths and whole-day readings, as stored days come. */
export function storedDays(rand: () => number, days: readonly string[], shape: Shape): TStoredDay[] {
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
        estimated: rand() < 0.15 ? estimatedSlots(rand, slots) : [],
      },
    ];
  });
}

/** Dated prices that change inside months, one period sometimes without a price at first. */
export function prices(rand: () => number, periods: number): TEnergyPrices {
  return Array.from({ length: periods }, (_, p) =>
    [
      { from: p === 1 ? '2025-02-14' : '2024-12-01', value: Math.round((0.08 + rand() * 0.2) * 1e6) / 1e6 },
      { from: '2025-06-17', value: Math.round((0.08 + rand() * 0.2) * 1e6) / 1e6 },
      { from: '2025-10-26', value: Math.round((0.08 + rand() * 0.2) * 1e6) / 1e6, to: '2025-12-20' },
    ].slice(0, 1 + Math.floor(rand() * 3)),
  );
}

export const SHAPES: Shape[] = [
  { tariff: '2.0TD', quarters: false, exported: true, reactive: false, gas: false },
  { tariff: '2.0TD', quarters: true, exported: false, reactive: true, gas: false },
  { tariff: '3.0TD', quarters: true, exported: true, reactive: true, gas: false },
  { tariff: '6.1TD', quarters: false, exported: false, reactive: false, gas: false },
  { tariff: 'RL.1', quarters: false, exported: false, reactive: false, gas: true },
];

/** A day's estimated slots: one, one with a mark past the day's slots, or only such a mark. */
function estimatedSlots(rand: () => number, slots: number): number[] {
  const which = rand();
  if (which < 0.3) return [slots + 2];
  const slot = Math.floor(rand() * slots);
  return which < 0.6 ? [slot] : [slot, slots + 2];
}
