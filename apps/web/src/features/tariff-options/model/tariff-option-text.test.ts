import { describe, expect, it } from 'vitest';
import { tariffOptionChoiceText } from './tariff-option-text.ts';

describe('tariffOptionChoiceText', () => {
  it('writes happy hours as clock hours, the end exclusive', () => {
    expect(tariffOptionChoiceText('happy_hours', { startHour: 1, endHour: 4 }, 'ca-ES')).toBe('01:00–04:00');
    expect(tariffOptionChoiceText('happy_hours', { startHour: 21, endHour: 24 }, 'en-US')).toBe('21:00–24:00');
  });

  it('writes a happy day by the name the API gave it', () => {
    expect(tariffOptionChoiceText('happy_day', { value: 3, label: 'dimecres' }, 'ca-ES')).toBe('dimecres');
  });

  it('writes a double tariff as its first and last months in the language', () => {
    const span = { startMonth: 11, startYear: 2025, endMonth: 2, endYear: 2026 };
    expect(tariffOptionChoiceText('double_tariff', span, 'en-US')).toBe('Nov 2025 – Feb 2026');
    expect(tariffOptionChoiceText('double_tariff', { ...span, endMonth: 11, endYear: 2025 }, 'en-US')).toBe('Nov 2025');
  });
});
