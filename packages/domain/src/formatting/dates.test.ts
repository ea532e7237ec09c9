import { describe, expect, it } from 'vitest';
import { formatDateTime, formatInvoiceDate, formatMediumDate, formatMonth, formatShortDate } from './dates.ts';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('dates, in each language’s order and words', () => {
  it('writes a day in digits', () => {
    expect(formatShortDate('2025-03-31', 'ca-ES')).toBe('31/03/2025');
    expect(formatShortDate('2025-03-31', 'es-ES')).toBe('31/03/2025');
    expect(formatShortDate('2025-03-31', 'gl-ES')).toBe('31/03/2025');
    expect(formatShortDate('2025-03-31', 'fr-FR')).toBe('31/03/2025');
    expect(formatShortDate('2025-03-31', 'de-DE')).toBe('31.03.2025');
    expect(formatShortDate('2025-03-31', 'en-US')).toBe('03/31/2025');
    expect(formatShortDate('not a date', 'ca-ES')).toBe('not a date');
  });

  it('keeps a calendar day whatever the time zone', () => {
    expect(formatMediumDate('2025-01-01', 'en-US')).toBe('Jan 1, 2025');
    expect(formatMediumDate('2025-03-31', 'de-DE')).toBe('31.03.2025');
    expect(formatMediumDate('yesterday', 'de-DE')).toBe('yesterday');
  });

  it('writes a moment in the zone asked for, with no narrow space the PDF fonts lack', () => {
    const text = formatDateTime(new Date('2025-03-31T10:00:00Z'), 'en-US', 'Europe/Madrid');
    expect(text).not.toMatch(/\u202f/);
    expect(plain(text)).toBe('March 31, 2025 at 12:00 PM');
    expect(formatDateTime('2025-03-31T10:00:00Z', 'es-ES', 'Europe/Madrid')).toBe('31 de marzo de 2025 a las 12:00');
    expect(formatDateTime('soon', 'es-ES')).toBe('soon');
  });

  it('writes a month of a chart', () => {
    expect(formatMonth('2025-03', 'en-US')).toBe('Mar 2025');
    expect(formatMonth('2025-03', 'de-DE')).toBe('März 2025');
    expect(formatMonth('M2025-01', 'en-US')).toBe('M2025-01');
  });

  it('shows invoice dates as DD/MM/YYYY, as the filter writes them', () => {
    expect(formatInvoiceDate('2025-03-31')).toBe('31/03/2025');
  });
});
