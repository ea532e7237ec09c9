import { describe, expect, it } from 'vitest';
import { daysBetween, splitByValidity, valueOn } from './billing-dates.ts';

describe('daysBetween', () => {
  it('counts both the first and the last billed day', () => {
    expect(daysBetween('2025-03-01', '2025-03-30')).toBe(30);
    expect(daysBetween('2024-02-01', '2024-02-29')).toBe(29);
    expect(daysBetween('2025-01-01', '2025-01-01')).toBe(1);
  });

  it('throws a clear error when the end is before the start, or a date does not exist', () => {
    expect(() => daysBetween('2025-03-30', '2025-03-01')).toThrow('billing_period_end_before_start');
    expect(() => daysBetween('2025-02-30', '2025-03-01')).toThrow('billing_invalid_date');
  });
});

describe('splitByValidity', () => {
  const prices = [
    { from: '2024-01-01', to: '2024-06-30', value: 0.08 },
    { from: '2024-07-01', value: 0.09 },
  ];

  it('cuts the period where the value changes, days adding up to the period', () => {
    expect(splitByValidity('2024-06-16', '2024-07-15', prices)).toEqual([
      { from: '2024-06-16', to: '2024-06-30', days: 15, value: 0.08 },
      { from: '2024-07-01', to: '2024-07-15', days: 15, value: 0.09 },
    ]);
  });

  it('lets a later open-ended value supersede an earlier one from its start', () => {
    const open = [
      { from: '2024-01-01', value: 1 },
      { from: '2024-01-11', value: 2 },
    ];
    expect(splitByValidity('2024-01-05', '2024-01-20', open).map((s) => [s.days, s.value])).toEqual([
      [6, 1],
      [10, 2],
    ]);
  });

  it('refuses a period with a day no value covers', () => {
    expect(() => splitByValidity('2023-12-20', '2024-01-10', prices)).toThrow('billing_value_missing_for_date: 2023-12-20');
  });

  it('reads the value in force on one day', () => {
    expect(valueOn('2024-07-01', prices)).toBe(0.09);
  });
});
