import { describe, expect, it } from 'vitest';
import { splitByMonths } from './invoice-count-sql.ts';

describe('splitByMonths', () => {
  it('takes a calendar year as its twelve whole months, with no edge days', () => {
    expect(splitByMonths('2025-01-01', '2025-12-31')).toEqual({ months: { from: '2025-01-01', before: '2026-01-01' }, days: [] });
  });

  it('counts the days before the first and after the last whole month from the invoices', () => {
    expect(splitByMonths('2025-01-15', '2025-06-10')).toEqual({
      months: { from: '2025-02-01', before: '2025-06-01' },
      days: [
        { from: '2025-01-15', before: '2025-02-01' },
        { from: '2025-06-01', before: '2025-06-11' },
      ],
    });
  });

  it('knows the last day of every month, February of leap years included', () => {
    expect(splitByMonths('2024-02-01', '2024-02-29')).toEqual({ months: { from: '2024-02-01', before: '2024-03-01' }, days: [] });
    expect(splitByMonths('2025-02-01', '2025-02-28')).toEqual({ months: { from: '2025-02-01', before: '2025-03-01' }, days: [] });
    expect(splitByMonths('2025-04-01', '2025-04-29').months).toBeUndefined();
    expect(splitByMonths('2025-11-01', '2025-12-31')).toEqual({ months: { from: '2025-11-01', before: '2026-01-01' }, days: [] });
  });

  it('counts a range inside a month, or across one boundary, day by day', () => {
    expect(splitByMonths('2025-03-05', '2025-03-05')).toEqual({ days: [{ from: '2025-03-05', before: '2025-03-06' }] });
    expect(splitByMonths('2025-03-20', '2025-04-10')).toEqual({ days: [{ from: '2025-03-20', before: '2025-04-11' }] });
    expect(splitByMonths('2025-12-20', '2026-01-31')).toEqual({
      months: { from: '2026-01-01', before: '2026-02-01' },
      days: [{ from: '2025-12-20', before: '2026-01-01' }],
    });
  });

  it('leaves an open end open', () => {
    expect(splitByMonths(undefined, '2025-06-10')).toEqual({
      months: { from: undefined, before: '2025-06-01' },
      days: [{ from: '2025-06-01', before: '2025-06-11' }],
    });
    expect(splitByMonths('2025-06-10', undefined)).toEqual({
      months: { from: '2025-07-01', before: undefined },
      days: [{ from: '2025-06-10', before: '2025-07-01' }],
    });
    expect(splitByMonths(undefined, undefined)).toEqual({ months: { from: undefined, before: undefined }, days: [] });
  });
});
