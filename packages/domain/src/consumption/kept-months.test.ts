import { describe, expect, it } from 'vitest';
import { cchChartPart, monthBuckets, monthDayBuckets, type TCchChartInput, type TMonthBucket, type TMonthDays } from './cch-chart.ts';
import type { TCchRange } from './cch-range.ts';
import { keepableMonths, monthDays, pricesOfMonth, rangesToRead } from './kept-months.ts';
import { daysFrom, prices, random, SHAPES, storedDays } from './test/stored-days.ts';

const discountAt = (day: string, hour: number) => (day.endsWith('5') && hour >= 12 && hour < 16 ? 0.3 : 0);

/** Kept as the API keeps them: through JSON text and back. */
const throughJson = <T>(kept: Map<string, T>) =>
  new Map([...kept].map(([month, bucket]) => [month, JSON.parse(JSON.stringify(bucket)) as T]));

/**
 * How each chart keeps a month: a monthly chart its bucket (monthBuckets, taken as `kept`), a
 * daily chart its days (monthDayBuckets, taken as `keptDays`); and the data each is tried on.
 */
const KEEPING = {
  monthly: {
    draw: monthBuckets as (input: Omit<TCchChartInput, 'type' | 'range'>, months: readonly string[]) => Map<string, unknown>,
    taken: (kept: Map<string, unknown>) => ({ kept: kept as Map<string, TMonthBucket> }),
    seed: 3_000,
    runs: 6,
    from: ['2024-12-01', 430] as const,
    ranges: [
      { start: '2025-01-01', end: '2025-12-31' },
      { start: '2025-03-15', end: '2025-11-02' },
      { start: '2024-12-01', end: '2026-01-31' },
    ] as TCchRange[],
    // Without prices every third run, with options every second.
    pricedAndOptions: (run: number) => [run % 3 !== 2, run % 2 === 1] as const,
  },
  daily: {
    draw: monthDayBuckets as (input: Omit<TCchChartInput, 'type' | 'range'>, months: readonly string[]) => Map<string, unknown>,
    taken: (kept: Map<string, unknown>) => ({ keptDays: kept as Map<string, TMonthDays> }),
    seed: 5_000,
    runs: 4,
    from: ['2024-01-20', 720] as const,
    ranges: [
      { start: '2025-01-01', end: '2025-12-31' },
      { start: '2025-03-15', end: '2025-11-02' },
      { start: '2024-02-01', end: '2024-03-31' },
    ] as TCchRange[],
    pricedAndOptions: (run: number) => [run % 2 === 0, run >= 2] as const,
  },
};

describe.each(['monthly', 'daily'] as const)(
  'a %s chart drawn from what its kept months hold answers what it answers from the days',
  (type) => {
    const keeping = KEEPING[type];
    for (const [s, shape] of SHAPES.entries()) {
      it(`${shape.tariff}${shape.quarters ? ' with quarter-hours' : ''}${shape.gas ? ' (gas)' : ''}: the same answer, to the key order`, () => {
        const rand = random(keeping.seed + s);
        for (let run = 0; run < keeping.runs; run++) {
          const days = storedDays(rand, daysFrom(keeping.from[0], keeping.from[1]), shape).filter(
            (day) => shape.gas || day.active.length !== 1,
          );
          const periods = shape.gas ? 1 : shape.tariff === '2.0TD' ? 3 : 6;
          const [priced, withOptions] = keeping.pricedAndOptions(run);
          const dated = priced ? prices(rand, periods) : undefined;
          const options = withOptions ? { discountAt } : {};
          for (const range of keeping.ranges) {
            const inRange = days.filter((d) => d.day >= range.start && d.day <= range.end);
            const input: TCchChartInput = {
              type,
              tariff: shape.tariff,
              range,
              days: inRange,
              lastReading: '2026-01-22',
              ...(dated ? { prices: dated } : {}),
              ...options,
            };
            // Some whole months kept (each drawn with only the prices its days can be priced at), the rest read.
            const months = keepableMonths(range, '2026-01-15').filter((_, at) => at % 3 !== 1);
            const kept = new Map<string, unknown>();
            for (const month of months) {
              const { first, last } = monthDays(month);
              const monthPrices = pricesOfMonth(dated, month);
              const ofMonth = inRange.filter((d) => d.day >= first && d.day <= last);
              const drawn = keeping.draw(
                { tariff: shape.tariff, days: ofMonth, lastReading: null, ...(monthPrices ? { prices: monthPrices } : {}), ...options },
                [month],
              );
              kept.set(month, drawn.get(month)!);
            }
            const parts = rangesToRead(range, new Set(kept.keys()));
            const read = inRange.filter((d) => parts.some((part) => part.start <= d.day && d.day <= part.end));
            const fromKept = cchChartPart({ ...input, days: read, ...keeping.taken(throughJson(kept)) });
            expect(JSON.stringify(fromKept)).toBe(JSON.stringify(cchChartPart(input)));
          }
        }
      });
    }
  },
);

describe('what is kept of a month', () => {
  it('fails when a kept month is not what its days sum to (the test can tell)', () => {
    const days = storedDays(random(9), daysFrom('2025-01-01', 59), SHAPES[0]!);
    const input: TCchChartInput = {
      type: 'monthly',
      tariff: '2.0TD',
      range: { start: '2025-01-01', end: '2025-02-28' },
      days,
      lastReading: null,
    };
    const january = monthBuckets({ tariff: '2.0TD', days: days.filter((d) => d.day < '2025-02-01'), lastReading: null }, ['2025-01'])!;
    const bucket = january.get('2025-01')!;
    const off = new Map([['2025-01', { ...bucket, active: bucket.active!.map((sum, p) => (p === 0 ? sum + 1 : sum)) }]]);
    const read = days.filter((d) => d.day >= '2025-02-01');
    expect(JSON.stringify(cchChartPart({ ...input, days: read, kept: january }))).toBe(JSON.stringify(cchChartPart(input)));
    expect(JSON.stringify(cchChartPart({ ...input, days: read, kept: off }))).not.toBe(JSON.stringify(cchChartPart(input)));
  });

  it('keeps each day of a month in its own entry, days without readings empty', () => {
    const days = storedDays(random(11), daysFrom('2024-02-03', 20), SHAPES[0]!).filter((day) => day.day !== '2024-02-10');
    const kept = monthDayBuckets({ tariff: '2.0TD', days, lastReading: null }, ['2024-02']).get('2024-02')!;
    expect(kept.active).toHaveLength(29);
    const stored = new Set(days.map((day) => Number(day.day.slice(8))));
    const missing = Array.from({ length: 29 }, (_, at) => at + 1).filter((day) => !stored.has(day));
    expect(missing).toEqual(expect.arrayContaining([1, 2, 10, 23, 29]));
    expect(kept.active.flatMap((sums, at) => (sums === null ? [at + 1] : []))).toEqual(missing);
    expect(kept.cost).toBeNull();
  });

  it('fails when a kept day is not what its readings sum to (the test can tell)', () => {
    const days = storedDays(random(9), daysFrom('2025-01-01', 59), SHAPES[0]!);
    const input: TCchChartInput = {
      type: 'daily',
      tariff: '2.0TD',
      range: { start: '2025-01-01', end: '2025-02-28' },
      days,
      lastReading: null,
    };
    const january = monthDayBuckets({ tariff: '2.0TD', days: days.filter((d) => d.day < '2025-02-01'), lastReading: null }, ['2025-01']);
    const kept = january.get('2025-01')!;
    const off = new Map([
      ['2025-01', { ...kept, active: kept.active.map((sums, at) => (at === 17 && sums ? [sums[0]! + 1, ...sums.slice(1)] : sums)) }],
    ]);
    const read = days.filter((d) => d.day >= '2025-02-01');
    expect(JSON.stringify(cchChartPart({ ...input, days: read, keptDays: january }))).toBe(JSON.stringify(cchChartPart(input)));
    expect(JSON.stringify(cchChartPart({ ...input, days: read, keptDays: off }))).not.toBe(JSON.stringify(cchChartPart(input)));
  });
});

describe('monthDays', () => {
  it('gives the first and last day of every month from 1899 to 2101, as the calendar has them', () => {
    for (let year = 1899; year <= 2101; year++) {
      for (let month = 1; month <= 12; month++) {
        const key = `${year}-${String(month).padStart(2, '0')}`;
        const last = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
        expect(monthDays(key)).toEqual({ first: `${key}-01`, last });
      }
    }
  });
});

describe('keepableMonths', () => {
  it.each([
    [{ start: '2025-01-01', end: '2025-12-31' }, '2026-01-10', 12, '2025-01', '2025-12'],
    [{ start: '2025-01-01', end: '2025-12-31' }, '2025-12-31', 11, '2025-01', '2025-11'],
    [{ start: '2025-01-02', end: '2025-03-30' }, '2026-01-10', 1, '2025-02', '2025-02'],
    [{ start: '2024-02-01', end: '2024-02-29' }, '2024-03-01', 1, '2024-02', '2024-02'],
    [{ start: '2024-02-01', end: '2024-02-28' }, '2024-03-01', 0, undefined, undefined],
  ])('%o before %s: %i months, %s to %s', (range, today, count, first, last) => {
    const months = keepableMonths(range, today);
    expect(months).toHaveLength(count);
    expect(months[0]).toBe(first);
    expect(months.at(-1)).toBe(last);
  });
});

describe('pricesOfMonth', () => {
  const dated = [
    [
      { from: '2024-01-01', value: 0.1 },
      { from: '2025-03-01', value: 0.2 },
      { from: '2025-03-20', value: 0.3 },
      { from: '2026-01-01', value: 0.4 },
    ],
    [{ from: '2025-03-10', value: 0.5, to: '2025-03-12' }],
  ];
  it('keeps the price in force on the first day and those starting in the month, of each period', () => {
    expect(pricesOfMonth(dated, '2025-02')).toEqual([[{ from: '2024-01-01', value: 0.1 }], []]);
    expect(pricesOfMonth(dated, '2025-03')).toEqual([
      [
        { from: '2025-03-01', value: 0.2 },
        { from: '2025-03-20', value: 0.3 },
      ],
      [{ from: '2025-03-10', value: 0.5, to: '2025-03-12' }],
    ]);
    expect(pricesOfMonth(dated, '2025-04')).toEqual([
      [{ from: '2025-03-20', value: 0.3 }],
      [{ from: '2025-03-10', value: 0.5, to: '2025-03-12' }],
    ]);
    expect(pricesOfMonth(undefined, '2025-04')).toBeUndefined();
  });
});

describe('rangesToRead', () => {
  const year = { start: '2025-01-01', end: '2025-12-31' };
  it.each([
    ['nothing kept', year, [], [year]],
    ['every month kept', year, keepableMonths(year, '2026-01-01'), []],
    ['all but the last', year, keepableMonths(year, '2025-12-15'), [{ start: '2025-12-01', end: '2025-12-31' }]],
    [
      'cut months and a hole',
      { start: '2025-01-15', end: '2025-05-10' },
      ['2025-02', '2025-04'],
      [
        { start: '2025-01-15', end: '2025-01-31' },
        { start: '2025-03-01', end: '2025-03-31' },
        { start: '2025-05-01', end: '2025-05-10' },
      ],
    ],
    [
      'across the year and a leap February',
      { start: '2023-12-10', end: '2024-03-05' },
      ['2024-01'],
      [
        { start: '2023-12-10', end: '2023-12-31' },
        { start: '2024-02-01', end: '2024-03-05' },
      ],
    ],
    [
      'the leap February kept, then the new year',
      { start: '2023-12-10', end: '2025-01-05' },
      ['2024-02', '2024-12'],
      [
        { start: '2023-12-10', end: '2024-01-31' },
        { start: '2024-03-01', end: '2024-11-30' },
        { start: '2025-01-01', end: '2025-01-05' },
      ],
    ],
    [
      'a month outside the range is no help',
      { start: '2025-03-01', end: '2025-03-31' },
      ['2025-02'],
      [{ start: '2025-03-01', end: '2025-03-31' }],
    ],
  ])('%s', (_, range, kept, parts) => {
    expect(rangesToRead(range, new Set(kept))).toEqual(parts);
  });
});
