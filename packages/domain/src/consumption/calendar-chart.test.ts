import { describe, expect, it } from 'vitest';
import { cchChartPart, seriesChartPart, type TCchChartInput } from './cch-chart.ts';
import { daysFrom, prices, random, SHAPES, storedDays } from './test/stored-days.ts';

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
