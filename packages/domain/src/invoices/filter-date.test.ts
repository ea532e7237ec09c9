import { describe, expect, it } from 'vitest';
import { isIsoDate, parseFilterDate } from './filter-date.ts';

describe('parseFilterDate', () => {
  it('reads DD/MM/YYYY as an ISO date', () => {
    expect(parseFilterDate('31/12/2025')).toBe('2025-12-31');
    expect(parseFilterDate(' 1/3/2024 ')).toBe('2024-03-01');
    expect(parseFilterDate('29/02/2024')).toBe('2024-02-29');
  });

  it('takes the YYYY-MM-DD the date field hands over', () => {
    expect(parseFilterDate('2025-12-31')).toBe('2025-12-31');
    expect(parseFilterDate('2025-02-29')).toBeNull();
  });

  it('refuses dates that are not in the calendar or not in the format', () => {
    for (const bad of ['29/02/2025', '31/04/2025', '00/01/2025', '01/13/2025', '2025-13-01', '31-12-2025', '', '31/12/25', '01/01/0000']) {
      expect(parseFilterDate(bad)).toBeNull();
    }
  });
});

describe('isIsoDate', () => {
  it('accepts only real YYYY-MM-DD dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-1-01')).toBe(false);
    expect(isIsoDate('0000-01-01')).toBe(false);
    expect(isIsoDate('2025-01-01T00:00:00Z')).toBe(false);
    expect(isIsoDate(20250101)).toBe(false);
  });
});
