import { describe, expect, it } from 'vitest';
import {
  availableDoubleTariffs,
  availableHappyDays,
  availableHappyHours,
  isAvailableChoice,
  isUnchangedChoice,
  madridDayOf,
  tariffOptionEffectiveFrom,
  tariffOptionsChangeable,
} from './tariff-option-rules.ts';
import { ZDoubleTariffSchema, ZHappyDayRequestSchema, ZHappyHoursSchema } from './tariff-option-schemas.ts';

describe('availability', () => {
  it('offers every window of the product length that fits in a day, endHour exclusive', () => {
    const windows = availableHappyHours({ kind: 'happy_hours', fraction: 0.5, windowHours: 3 });
    expect(windows).toHaveLength(22);
    expect(windows[0]).toEqual({ startHour: 0, endHour: 3 });
    expect(windows.at(-1)).toEqual({ startHour: 21, endHour: 24 });
  });

  it('offers nothing for a product without the option', () => {
    expect(availableHappyHours(undefined)).toEqual([]);
    expect(availableHappyHours({ kind: 'happy_day', fraction: 0.3 })).toEqual([]);
    expect(availableHappyDays(undefined, 'ca-ES')).toEqual([]);
    expect(availableDoubleTariffs(undefined, '2026-05-10')).toEqual([]);
  });

  it('offers the seven weekdays, Monday first, named in the language', () => {
    const offer = { kind: 'happy_day' as const, fraction: 0.3 };
    expect(availableHappyDays(offer, 'ca-ES').map((d) => d.label)).toEqual([
      'dilluns',
      'dimarts',
      'dimecres',
      'dijous',
      'divendres',
      'dissabte',
      'diumenge',
    ]);
    expect(availableHappyDays(offer, 'en-US')[6]).toEqual({ value: 7, label: 'Sunday' });
    expect(availableHappyDays(offer, 'de-DE')[0]).toEqual({ value: 1, label: 'Montag' });
  });

  it('offers spans of the product length starting from next month, across the year end', () => {
    const spans = availableDoubleTariffs({ kind: 'double_tariff', fraction: 0.2, spanMonths: 6 }, '2026-08-31');
    expect(spans).toHaveLength(12);
    expect(spans[0]).toEqual({ startMonth: 9, startYear: 2026, endMonth: 2, endYear: 2027 });
    expect(spans[3]).toEqual({ startMonth: 12, startYear: 2026, endMonth: 5, endYear: 2027 });
    expect(spans[11]).toEqual({ startMonth: 8, startYear: 2027, endMonth: 1, endYear: 2028 });
    for (const span of spans) expect(ZDoubleTariffSchema.safeParse(span).success).toBe(true);
  });

  it('tells whether a choice is among the available ones, by its own fields', () => {
    const windows = availableHappyHours({ kind: 'happy_hours', fraction: 0.5, windowHours: 3 });
    expect(isAvailableChoice('happy_hours', { startHour: 13, endHour: 16 }, windows)).toBe(true);
    expect(isAvailableChoice('happy_hours', { startHour: 13, endHour: 17 }, windows)).toBe(false);
    const days = availableHappyDays({ kind: 'happy_day', fraction: 0.3 }, 'es-ES');
    expect(isAvailableChoice('happy_day', { value: 3, label: 'whatever' }, days)).toBe(true);
    expect(isAvailableChoice('happy_day', { value: 3 }, [])).toBe(false);
  });

  it('treats a choice equal to the current one as unchanged (the update stays disabled)', () => {
    expect(isUnchangedChoice('happy_day', { value: 3 }, { value: 3, label: 'miércoles' })).toBe(true);
    expect(isUnchangedChoice('happy_day', { value: 4 }, { value: 3, label: 'miércoles' })).toBe(false);
    expect(isUnchangedChoice('happy_hours', { startHour: 1, endHour: 4 }, null)).toBe(false);
    expect(isUnchangedChoice('happy_hours', null, null)).toBe(true);
  });
});

describe('who may change', () => {
  it('is an open electricity contract only', () => {
    expect(tariffOptionsChangeable({ kind: 'electricity', state: 'activa' })).toBe(true);
    expect(tariffOptionsChangeable({ kind: 'electricity', state: 'baixa' })).toBe(false);
    expect(tariffOptionsChangeable({ kind: 'electricity', state: 'esborrany' })).toBe(false);
    expect(tariffOptionsChangeable({ kind: 'gas', state: 'activa' })).toBe(false);
  });
});

describe('effective date', () => {
  it.each([
    // Winter, +01:00: 22:59 UTC is 23:59 in Madrid, 23:00 UTC already the next day.
    ['2026-01-15T22:59:00Z', '2026-01-15', '2026-01-16'],
    ['2026-01-15T23:00:00Z', '2026-01-16', '2026-01-17'],
    // Summer, +02:00.
    ['2026-07-31T21:59:59Z', '2026-07-31', '2026-08-01'],
    ['2026-07-31T22:00:00Z', '2026-08-01', '2026-08-02'],
    // Around the clock changes (29 March and 25 October 2026, at 01:00 UTC).
    ['2026-03-29T00:59:00Z', '2026-03-29', '2026-03-30'],
    ['2026-03-28T22:59:00Z', '2026-03-28', '2026-03-29'],
    ['2026-10-24T22:30:00Z', '2026-10-25', '2026-10-26'],
    ['2026-10-25T22:59:00Z', '2026-10-25', '2026-10-26'],
    ['2026-10-25T23:00:00Z', '2026-10-26', '2026-10-27'],
    // The year's last evening.
    ['2026-12-31T23:30:00Z', '2027-01-01', '2027-01-02'],
  ])('at %s it is %s in Madrid and a change applies from %s', (instant, today, from) => {
    expect(madridDayOf(new Date(instant))).toBe(today);
    expect(tariffOptionEffectiveFrom(new Date(instant))).toBe(from);
  });
});

describe('schemas', () => {
  it('accept a window within a day and refuse an empty or reversed one', () => {
    expect(ZHappyHoursSchema.safeParse({ startHour: 21, endHour: 24 }).success).toBe(true);
    expect(ZHappyHoursSchema.safeParse({ startHour: 16, endHour: 13 }).error?.issues[0]?.message).toBe('happy_hours_end_before_start');
    expect(ZHappyHoursSchema.safeParse({ startHour: 24, endHour: 25 }).success).toBe(false);
    expect(ZHappyHoursSchema.safeParse({ startHour: '13', endHour: 16 }).success).toBe(false);
  });

  it('accept spans of 1 to 12 months', () => {
    const span = (startMonth: number, startYear: number, endMonth: number, endYear: number) =>
      ZDoubleTariffSchema.safeParse({ startMonth, startYear, endMonth, endYear });
    expect(span(1, 2026, 1, 2026).success).toBe(true);
    expect(span(3, 2026, 2, 2027).success).toBe(true);
    expect(span(3, 2026, 3, 2027).error?.issues[0]?.message).toBe('double_tariff_too_long');
    expect(span(3, 2026, 2, 2026).error?.issues[0]?.message).toBe('double_tariff_end_before_start');
    expect(span(13, 2026, 2, 2027).success).toBe(false);
  });

  it('read a happy day by its value; a label is optional', () => {
    expect(ZHappyDayRequestSchema.safeParse({ value: 7 }).success).toBe(true);
    expect(ZHappyDayRequestSchema.safeParse({ value: 0 }).success).toBe(false);
    expect(ZHappyDayRequestSchema.safeParse({ value: 2.5 }).success).toBe(false);
  });
});
