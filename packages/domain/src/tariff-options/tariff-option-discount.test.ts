import { describe, expect, it } from 'vitest';
import type { TMeteredDay } from '../consumption/metered-days.ts';
import { choiceInForce, isoWeekday, optionDiscountFraction, tariffOptionDiscountedEnergy } from './tariff-option-discount.ts';
import type { TTariffOptionChoice } from './tariff-option-schemas.ts';

const lunchHours: TTariffOptionChoice = { kind: 'happy_hours', validFrom: '2025-03-01', fraction: 0.5, startHour: 13, endHour: 16 };
const wednesday: TTariffOptionChoice = { kind: 'happy_day', validFrom: '2025-03-01', fraction: 0.3, value: 3 };
const winter: TTariffOptionChoice = {
  kind: 'double_tariff',
  validFrom: '2025-10-15',
  fraction: 0.2,
  startMonth: 11,
  startYear: 2025,
  endMonth: 2,
  endYear: 2026,
};

describe('isoWeekday', () => {
  it('numbers Monday 1 to Sunday 7', () => {
    expect(['2025-03-03', '2025-03-05', '2025-03-08', '2025-03-09'].map(isoWeekday)).toEqual([1, 3, 6, 7]);
  });
});

describe('choiceInForce', () => {
  const evening: TTariffOptionChoice = { ...lunchHours, validFrom: '2025-04-01', startHour: 19, endHour: 22 };
  it('is the latest of its kind with validFrom on or before the day, none before the first', () => {
    const choices = [evening, wednesday, lunchHours];
    expect(choiceInForce(choices, 'happy_hours', '2025-02-28')).toBeUndefined();
    expect(choiceInForce(choices, 'happy_hours', '2025-03-01')).toBe(lunchHours);
    expect(choiceInForce(choices, 'happy_hours', '2025-03-31')).toBe(lunchHours);
    expect(choiceInForce(choices, 'happy_hours', '2025-04-01')).toBe(evening);
    expect(choiceInForce(choices, 'double_tariff', '2025-04-01')).toBeUndefined();
  });
});

describe('optionDiscountFraction', () => {
  it.each([
    // Happy hours 13–16, endHour exclusive, from 1 March 2025.
    ['2025-02-28', 14, [lunchHours], 0],
    ['2025-03-01', 12, [lunchHours], 0],
    ['2025-03-01', 13, [lunchHours], 0.5],
    ['2025-03-01', 15, [lunchHours], 0.5],
    ['2025-03-01', 16, [lunchHours], 0],
    // Happy day Wednesday: 5 March 2025 is one, the 6th is not.
    ['2025-03-05', 0, [wednesday], 0.3],
    ['2025-03-05', 23, [wednesday], 0.3],
    ['2025-03-06', 10, [wednesday], 0],
    // Both in force: the greater applies, they do not add up.
    ['2025-03-05', 14, [lunchHours, wednesday], 0.5],
    ['2025-03-05', 10, [lunchHours, wednesday], 0.3],
    // Double tariff November 2025 to February 2026, chosen on 14 October.
    ['2025-10-31', 12, [winter], 0],
    ['2025-11-01', 0, [winter], 0.2],
    ['2026-02-28', 23, [winter], 0.2],
    ['2026-03-01', 0, [winter], 0],
    ['2025-12-15', 8, [], 0],
  ] as const)('on %s at %i h with %j: %d', (day, hour, choices, fraction) => {
    expect(optionDiscountFraction(choices as readonly TTariffOptionChoice[], day, hour)).toBe(fraction);
  });

  it('follows a later choice from its day on (an earlier window no longer applies)', () => {
    const evening: TTariffOptionChoice = { ...lunchHours, validFrom: '2025-04-01', startHour: 19, endHour: 22 };
    expect(optionDiscountFraction([lunchHours, evening], '2025-03-31', 14)).toBe(0.5);
    expect(optionDiscountFraction([lunchHours, evening], '2025-04-01', 14)).toBe(0);
    expect(optionDiscountFraction([lunchHours, evening], '2025-04-01', 20)).toBe(0.5);
  });
});

/** A day of readings whose slot i holds (i + 1) × 100 Wh, so which slots were summed shows in the total. */
const rising = (day: string, hours: number): TMeteredDay => ({ day, values: Array.from({ length: hours }, (_, i) => (i + 1) * 100) });
const flat = (day: string, wh: number): TMeteredDay => ({ day, values: new Array(24).fill(wh) });

describe('tariffOptionDiscountedEnergy', () => {
  it('sums the discounted hours of a working day by tariff period (2.0TD: 13 h is P1, 14 and 15 h P2)', () => {
    // Monday 3 March 2025, 1 kWh every hour, happy hours 13–16.
    expect(tariffOptionDiscountedEnergy('2.0TD', [flat('2025-03-03', 1000)], [lunchHours])).toEqual([
      { option: 'happy_hours', period: 1, fraction: 0.5, kwh: 1 },
      { option: 'happy_hours', period: 2, fraction: 0.5, kwh: 2 },
    ]);
  });

  it('counts the clock hours of the 23-hour spring day: no 02:00', () => {
    // Sunday 30 March 2025 (all P3): hours 0, 1, 3, 4 … 23. A 1–4 window holds 01:00 and 03:00, slots 1 and 2: 200 + 300 Wh.
    const early: TTariffOptionChoice = { ...lunchHours, startHour: 1, endHour: 4 };
    expect(tariffOptionDiscountedEnergy('2.0TD', [rising('2025-03-30', 23)], [early])).toEqual([
      { option: 'happy_hours', period: 3, fraction: 0.5, kwh: 0.5 },
    ]);
  });

  it('counts the repeated 02:00 of the 25-hour autumn day twice', () => {
    // Sunday 26 October 2025 (all P3): hours 0, 1, 2, 2, 3 … 23. A 1–4 window holds slots 1 to 4: 200 + 300 + 400 + 500 Wh.
    const early: TTariffOptionChoice = { ...lunchHours, startHour: 1, endHour: 4 };
    expect(tariffOptionDiscountedEnergy('2.0TD', [rising('2025-10-26', 25)], [early])).toEqual([
      { option: 'happy_hours', period: 3, fraction: 0.5, kwh: 1.4 },
    ]);
    // A happy day (Sunday) takes the whole 25-hour day: 100 + 200 + … + 2500 Wh = 32.5 kWh.
    const sunday: TTariffOptionChoice = { kind: 'happy_day', validFrom: '2025-01-01', fraction: 0.3, value: 7 };
    expect(tariffOptionDiscountedEnergy('2.0TD', [rising('2025-10-26', 25)], [sunday])).toEqual([
      { option: 'happy_day', period: 3, fraction: 0.3, kwh: 32.5 },
    ]);
  });

  it('gives each hour to the greatest discount, by option, and nothing before the first choice', () => {
    const days = [flat('2025-02-26', 1000), flat('2025-03-04', 1000), flat('2025-03-05', 1000)];
    // 26 Feb: before both choices. 4 March (Tuesday): 13–16 only. 5 March (Wednesday): 13–16 at 50 %, the other 21 hours at 30 %.
    expect(tariffOptionDiscountedEnergy('2.0TD', days, [lunchHours, wednesday])).toEqual([
      { option: 'happy_hours', period: 1, fraction: 0.5, kwh: 2 },
      { option: 'happy_hours', period: 2, fraction: 0.5, kwh: 4 },
      // Wednesday's other hours: P1 10–13 and 18–22 (7), P2 8–10, 16–18 and 22–24 (6), P3 0–8 (8).
      { option: 'happy_day', period: 1, fraction: 0.3, kwh: 7 },
      { option: 'happy_day', period: 2, fraction: 0.3, kwh: 6 },
      { option: 'happy_day', period: 3, fraction: 0.3, kwh: 8 },
    ]);
  });

  it('keeps apart two choices of one kind with different fractions', () => {
    const dearer: TTariffOptionChoice = { ...lunchHours, validFrom: '2025-03-05', fraction: 0.4 };
    const days = [flat('2025-03-04', 1000), flat('2025-03-05', 1000)];
    expect(tariffOptionDiscountedEnergy('2.0TD', days, [lunchHours, dearer]).map((d) => [d.period, d.fraction, d.kwh])).toEqual([
      [1, 0.4, 1],
      [1, 0.5, 1],
      [2, 0.4, 2],
      [2, 0.5, 2],
    ]);
  });

  it('uses the six periods of 3.0TD', () => {
    // Wednesday 14 January 2026 (high season): 13 h is P1, 14 and 15 h P2.
    expect(tariffOptionDiscountedEnergy('3.0TD', [flat('2026-01-14', 2000)], [lunchHours]).map((d) => [d.period, d.kwh])).toEqual([
      [1, 2],
      [2, 4],
    ]);
  });

  it('refuses a day whose number of values is not its number of hours', () => {
    expect(() => tariffOptionDiscountedEnergy('2.0TD', [rising('2025-03-30', 24)], [lunchHours])).toThrow('billing_period_count_mismatch');
  });

  it('is empty without choices', () => {
    expect(tariffOptionDiscountedEnergy('2.0TD', [flat('2025-03-05', 1000)], [])).toEqual([]);
  });
});
