import { describe, expect, it } from 'vitest';
import { cchRangeProblem, defaultCchRange, drillDown, isCchDay, lastExpectedReading } from './cch-range.ts';

describe('consumption date ranges (customer-area §5: cch_invalid_date, start no later than end)', () => {
  it.each([
    ['2025-01-01', true],
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-13-01', false],
    ['25-01-01', false],
    ['2025-1-1', false],
    ['', false],
  ])('%s is a calendar day: %s', (day, valid) => {
    expect(isCchDay(day)).toBe(valid);
  });

  it('accepts one day and a start before the end', () => {
    expect(cchRangeProblem('hourly', { start: '2025-10-26', end: '2025-10-26' })).toBeNull();
    expect(cchRangeProblem('monthly', { start: '2024-11-01', end: '2025-10-31' })).toBeNull();
  });

  it('calls a start after the end, or a day that does not exist, cch_invalid_date', () => {
    expect(cchRangeProblem('daily', { start: '2025-10-27', end: '2025-10-26' })).toBe('cch_invalid_date');
    expect(cchRangeProblem('daily', { start: '2025-02-30', end: '2025-03-05' })).toBe('cch_invalid_date');
    expect(cchRangeProblem('daily', { start: '2025-03-01', end: 'tomorrow' })).toBe('cch_invalid_date');
  });

  it('holds a year of hours or quarter-hours in one answer, not more', () => {
    expect(cchRangeProblem('hourly', { start: '2024-01-01', end: '2024-12-31' })).toBeNull();
    expect(cchRangeProblem('quarter-hourly', { start: '2024-01-01', end: '2025-01-01' })).toBe('cch_range_too_long');
    expect(cchRangeProblem('daily', { start: '2023-01-01', end: '2025-10-31' })).toBeNull();
  });
});

describe('where a chart opens (customer-area §4, §9)', () => {
  it('expects readings up to three days before today', () => {
    expect(lastExpectedReading('2026-03-02')).toBe('2026-02-27');
    expect(lastExpectedReading('2025-01-02')).toBe('2024-12-30');
  });

  it('opens the monthly chart on the last 12 months, the daily on the month, the hourly on the day', () => {
    expect(defaultCchRange('monthly', '2026-11-26')).toEqual({ start: '2025-12-01', end: '2026-11-23' });
    expect(defaultCchRange('monthly', '2026-01-02')).toEqual({ start: '2025-01-01', end: '2025-12-30' });
    expect(defaultCchRange('daily', '2026-11-26')).toEqual({ start: '2026-11-01', end: '2026-11-23' });
    expect(defaultCchRange('hourly', '2026-11-26')).toEqual({ start: '2026-11-23', end: '2026-11-23' });
    expect(defaultCchRange('quarter-hourly', '2026-11-26')).toEqual({ start: '2026-11-23', end: '2026-11-23' });
  });
});

describe('drillDown', () => {
  it('opens a month on its days, up to the last expected reading in the month in course', () => {
    expect(drillDown('monthly', '2025-02', '2025-06-18')).toEqual({ type: 'daily', range: { start: '2025-02-01', end: '2025-02-28' } });
    expect(drillDown('monthly', '2024-02', '2025-06-18')).toEqual({ type: 'daily', range: { start: '2024-02-01', end: '2024-02-29' } });
    expect(drillDown('monthly', '2025-06', '2025-06-18')).toEqual({ type: 'daily', range: { start: '2025-06-01', end: '2025-06-15' } });
  });

  it('opens a day on its hours, or quarter-hours where the meter gives them; an hour leads nowhere', () => {
    expect(drillDown('daily', '2025-10-26', '2025-11-18')).toEqual({ type: 'hourly', range: { start: '2025-10-26', end: '2025-10-26' } });
    expect(drillDown('daily', '2025-10-26', '2025-11-18', true)).toMatchObject({ type: 'quarter-hourly' });
    expect(drillDown('hourly', '2025-10-26T00:00+02:00', '2025-11-18')).toBeNull();
    expect(drillDown('daily', 'nonsense', '2025-11-18')).toBeNull();
  });
});
