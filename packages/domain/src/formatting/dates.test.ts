import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatLongDate,
  formatMediumDate,
  formatMonth,
  formatPeriod,
  formatShortDate,
  formatShortDateTime,
  formatTimeOfDay,
} from './dates.ts';
import { parseShortDate } from './typed-dates.ts';

const NBSP = '\u00a0';

describe('dates, in each language’s order and words', () => {
  it.each([
    ['ca-ES', '15/03/2021', '01/09/2026 – 30/09/2026'],
    ['es-ES', '15/03/2021', '01/09/2026 – 30/09/2026'],
    ['gl-ES', '15/03/2021', '01/09/2026 – 30/09/2026'],
    ['fr-FR', '15/03/2021', '01/09/2026 – 30/09/2026'],
    ['de-DE', '15.03.2021', '01.09.2026 – 30.09.2026'],
    ['en-US', '03/15/2021', '09/01/2026 – 09/30/2026'],
  ])('writes a day and a period in digits in %s', (language, day, period) => {
    expect(formatShortDate('2021-03-15', language)).toBe(day);
    expect(formatPeriod('2026-09-01', '2026-09-30', language)).toBe(period);
  });

  it('keeps the value when it is not a date', () => {
    expect(formatShortDate('not a date', 'ca-ES')).toBe('not a date');
    expect(formatShortDate('2025-13-01', 'ca-ES')).toBe('2025-13-01');
    expect(formatMediumDate('yesterday', 'de-DE')).toBe('yesterday');
    expect(formatDateTime('soon', 'es-ES')).toBe('soon');
  });

  it.each([
    ['ca-ES', '15 març 2021', '15 de març de 2021', "1 d'abril de 2021"],
    ['es-ES', '15 mar 2021', '15 de marzo de 2021', '1 de abril de 2021'],
    ['gl-ES', '15 mar. 2021', '15 de marzo de 2021', '1 de abril de 2021'],
    ['fr-FR', '15 mars 2021', '15 mars 2021', '1 avril 2021'],
    ['de-DE', '15.03.2021', '15. März 2021', '1. April 2021'],
    ['en-US', 'Mar 15, 2021', 'March 15, 2021', 'April 1, 2021'],
  ])('writes months in words from the table in %s', (language, medium, long, april) => {
    expect(formatMediumDate('2021-03-15', language)).toBe(medium);
    expect(formatLongDate('2021-03-15', language)).toBe(long);
    expect(formatLongDate('2021-04-01', language)).toBe(april);
  });

  it('elides Catalan "de" before a vowel', () => {
    expect(formatLongDate('2021-04-01', 'ca-ES')).toBe("1 d'abril de 2021");
    expect(formatLongDate('2021-10-12', 'ca-ES')).toBe("12 d'octubre de 2021");
  });

  it('writes Galician months in Galician, never in English or Spanish', () => {
    const months = Array.from({ length: 12 }, (_, index) => formatLongDate(`2021-${String(index + 1).padStart(2, '0')}-10`, 'gl-ES'));
    expect(months).toEqual([
      '10 de xaneiro de 2021',
      '10 de febreiro de 2021',
      '10 de marzo de 2021',
      '10 de abril de 2021',
      '10 de maio de 2021',
      '10 de xuño de 2021',
      '10 de xullo de 2021',
      '10 de agosto de 2021',
      '10 de setembro de 2021',
      '10 de outubro de 2021',
      '10 de novembro de 2021',
      '10 de decembro de 2021',
    ]);
  });

  it('keeps a calendar day whatever the time zone', () => {
    expect(formatMediumDate('2025-01-01', 'en-US')).toBe('Jan 1, 2025');
    expect(formatShortDate('2025-12-31', 'es-ES')).toBe('31/12/2025');
  });

  it.each([
    ['ca-ES', '31 de març de 2025 a les 12:00'],
    ['es-ES', '31 de marzo de 2025 a las 12:00'],
    ['gl-ES', '31 de marzo de 2025 ás 12:00'],
    ['fr-FR', '31 mars 2025 à 12:00'],
    ['de-DE', '31. März 2025 um 12:00'],
    ['en-US', `March 31, 2025 at 12:00${NBSP}PM`],
  ])('writes a moment on the wall clock of the zone asked for in %s', (language, text) => {
    expect(formatDateTime(new Date('2025-03-31T10:00:00Z'), language, 'Europe/Madrid')).toBe(text);
  });

  it.each([
    ['ca-ES', '31/03/2025 12:00'],
    ['es-ES', '31/03/2025 12:00'],
    ['gl-ES', '31/03/2025 12:00'],
    ['fr-FR', '31/03/2025 12:00'],
    ['de-DE', '31.03.2025 12:00'],
    ['en-US', `03/31/2025 12:00${NBSP}PM`],
  ])('writes a moment in digits with its time in %s', (language, text) => {
    expect(formatShortDateTime(new Date('2025-03-31T10:00:00Z'), language, 'Europe/Madrid')).toBe(text);
    expect(formatShortDateTime('soon', language)).toBe('soon');
  });

  it.each([
    ['ca-ES', '14:30'],
    ['de-DE', '14:30'],
    ['en-US', `2:30${NBSP}PM`],
  ])('writes the time of day alone in %s', (language, text) => {
    expect(formatTimeOfDay(new Date('2025-03-31T12:30:00Z'), language, 'Europe/Madrid')).toBe(text);
    expect(formatTimeOfDay('soon', language)).toBe('soon');
  });

  it('writes English times on a 12-hour clock with no narrow space the PDF fonts lack', () => {
    expect(formatDateTime('2025-01-15T23:05:00Z', 'en-US', 'Europe/Madrid')).toBe(`January 16, 2025 at 12:05${NBSP}AM`);
    expect(formatDateTime('2025-01-15T22:05:00Z', 'en-US', 'Europe/Madrid')).toBe(`January 15, 2025 at 11:05${NBSP}PM`);
    expect(formatDateTime('2025-01-15T22:05:00Z', 'de-DE', 'Europe/Madrid')).toBe('15. Januar 2025 um 23:05');
    expect(formatShortDate('2025-01-15T23:05:00Z', 'es-ES', 'Europe/Madrid')).toBe('16/01/2025');
  });

  it.each([
    ['ca-ES', 'març 2025'],
    ['es-ES', 'mar 2025'],
    ['gl-ES', 'mar. 2025'],
    ['fr-FR', 'mars 2025'],
    ['de-DE', 'März 2025'],
    ['en-US', 'Mar 2025'],
  ])('writes a month of a chart in %s', (language, text) => {
    expect(formatMonth('2025-03', language)).toBe(text);
    expect(formatMonth('M2025-01', language)).toBe('M2025-01');
  });
});

describe('parseShortDate', () => {
  it.each([
    ['ca-ES', '15/03/2026', '2026-03-15'],
    ['es-ES', '5/3/2026', '2026-03-05'],
    ['gl-ES', '29/02/2024', '2024-02-29'],
    ['fr-FR', '31/12/2025', '2025-12-31'],
    ['de-DE', '15.03.2026', '2026-03-15'],
    ['de-DE', '1.4.2026', '2026-04-01'],
    ['en-US', '03/15/2026', '2026-03-15'],
    ['en-US', '3/5/2026', '2026-03-05'],
  ])('%s reads %s as %s, the way formatShortDate writes it', (language, text, day) => {
    expect(parseShortDate(text, language)).toBe(day);
    expect(parseShortDate(formatShortDate(day, language), language)).toBe(day);
  });

  it.each([
    ['ca-ES', '03/15/2026'],
    ['en-US', '15/03/2026'],
    ['es-ES', '29/02/2025'],
    ['es-ES', '31/04/2026'],
    ['de-DE', '00.01.2026'],
    ['fr-FR', '15/03/26'],
    ['ca-ES', '2026-03-15'],
    ['ca-ES', '15/03/1899'],
    ['ca-ES', ''],
    ['ca-ES', 'dd/mm/aaaa'],
  ])('%s refuses %s', (language, text) => {
    expect(parseShortDate(text, language)).toBeNull();
  });
});
