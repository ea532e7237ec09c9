import { describe, expect, it } from 'vitest';
import { cchChartPart, seriesChartPart, type TCchChartInput } from './cch-chart.ts';
import { daysFrom, prices, random, SHAPES, storedDays } from './test/stored-days.ts';

describe('slotChartPart: hours and quarter-hours in one pass answer what the general path answers', () => {
  // Both clock changes of 2025, days outside the range, every shape of day.
  const days = daysFrom('2025-02-20', 290);
  const ranges = [
    { start: '2025-03-01', end: '2025-11-30' },
    { start: '2025-03-29', end: '2025-04-02' },
    { start: '2025-10-24', end: '2025-10-28' },
    { start: '2025-12-20', end: '2026-01-05' },
  ];

  for (const [s, shape] of SHAPES.entries()) {
    for (const type of ['hourly', 'quarter-hourly'] as const) {
      it(`${shape.tariff}${shape.quarters ? ' with quarter-hours' : ''}${shape.gas ? ' (gas)' : ''}, ${type}: the same answer, to the key order`, () => {
        const rand = random(2_000 + s);
        // A tariff option discounting some hours, as the tariff-options module answers one.
        const discountAt = (day: string, hour: number) => (day.endsWith('5') && hour >= 12 && hour < 16 ? 0.3 : 0);
        for (let run = 0; run < 4; run++) {
          const stored = storedDays(rand, days, shape);
          // A day stored twice (a correction read with the original): the later one is drawn.
          const twice = stored[Math.floor(rand() * stored.length)];
          const withRepeat = twice
            ? [...stored, { ...twice, active: twice.active.map((v) => (v === null ? 7 : v + 1)), estimated: [] }]
            : stored;
          for (const range of ranges) {
            const periods = shape.gas ? 1 : shape.tariff === '2.0TD' ? 3 : 6;
            const input: TCchChartInput = {
              type,
              tariff: shape.tariff,
              range,
              days: run === 3 ? withRepeat : stored,
              lastReading: '2026-01-02',
              ...(run % 3 === 2 ? {} : { prices: prices(rand, periods) }),
              ...(run % 2 === 1 ? { discountAt } : {}),
            };
            expect(JSON.stringify(cchChartPart(input))).toBe(JSON.stringify(seriesChartPart(input)));
          }
        }
      });
    }
  }
});
