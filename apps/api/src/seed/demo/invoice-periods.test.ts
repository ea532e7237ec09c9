import { describe, expect, it } from 'vitest';
import { addDays, endOfMonthBefore, madridToday, monthStartBefore, periodsIssuedBy } from './invoice-periods.ts';

describe('periodsIssuedBy', () => {
  it('counts back whole months from the last one already invoiced', () => {
    const months = periodsIssuedBy('2026-11-22', 5, 24);
    expect(months).toHaveLength(24);
    expect(months[0]).toEqual({ start: '2024-11-01', end: '2024-11-30' });
    expect(months.at(-1)).toEqual({ start: '2026-10-01', end: '2026-10-31' });
    expect(months.find((m) => m.start === '2025-02-01')).toEqual({ start: '2025-02-01', end: '2025-02-28' });
    // On the 4th, October's invoice (issued on 5 November) is not out yet.
    expect(periodsIssuedBy('2026-11-04', 5, 1)).toEqual([{ start: '2026-09-01', end: '2026-09-30' }]);
  });

  it('pairs months for gas from January, March, May…', () => {
    expect(periodsIssuedBy('2026-11-22', 5, 2, 2)).toEqual([
      { start: '2026-07-01', end: '2026-08-31' },
      { start: '2026-09-01', end: '2026-10-31' },
    ]);
    expect(periodsIssuedBy('2024-03-10', 0, 1, 2)).toEqual([{ start: '2024-01-01', end: '2024-02-29' }]);
    expect(periodsIssuedBy('2027-01-04', 5, 1, 2)).toEqual([{ start: '2026-09-01', end: '2026-10-31' }]);
  });

  it('ends a closed contract’s history on its last day', () => {
    expect(periodsIssuedBy('2020-12-31', 0, 12).map((p) => p.start)).toEqual(
      Array.from({ length: 12 }, (_, i) => `2020-${String(i + 1).padStart(2, '0')}-01`),
    );
  });
});

describe('dates', () => {
  it('adds days across months and years', () => {
    expect(addDays('2024-12-30', 5)).toBe('2025-01-04');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('finds the last day of a month some months back, across years and February', () => {
    expect(endOfMonthBefore('2026-12-05', 6)).toBe('2026-06-30');
    expect(endOfMonthBefore('2027-01-31', 6)).toBe('2026-07-31');
    expect(endOfMonthBefore('2028-08-01', 6)).toBe('2028-02-29');
    expect(endOfMonthBefore('2027-03-15', 1)).toBe('2027-02-28');
  });

  it('finds the first day of a month some months back, across years', () => {
    expect(monthStartBefore('2026-12-05', 15)).toBe('2025-09-01');
    expect(monthStartBefore('2027-01-31', 1)).toBe('2026-12-01');
    expect(monthStartBefore('2027-01-31', 0)).toBe('2027-01-01');
  });

  it('reads today on the Spanish calendar', () => {
    expect(madridToday(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
    expect(madridToday(new Date('2026-01-01T22:30:00Z'))).toBe('2026-01-01');
  });
});
