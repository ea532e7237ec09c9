import { FALLBACK_LANGUAGE, isLanguage } from '../i18n/languages.ts';
import { formatFilterDate } from '../invoices/filter-date.ts';

/**
 * Dates follow each language's own order and words (31/03/2025, 31.03.2025, "31 de març 2025"),
 * unlike figures, which the spec fixes for every language (number-style.ts). A bare YYYY-MM-DD is a
 * calendar day, not midnight somewhere: it is read and printed in UTC so no time zone moves it.
 */
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const formatters = new Map<string, Intl.DateTimeFormat>();

function dateFormatter(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = isLanguage(language) ? language : FALLBACK_LANGUAGE;
  const key = `${locale}:${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

// ICU puts a narrow no-break space before "AM" in English times; the PDF fonts (WinAnsi) lack it.
const printable = (text: string) => text.replace(/\u202f/g, '\u00a0');

// A Date stays an instant; a string is an instant or, as YYYY-MM-DD, a calendar day.
function parse(value: string | Date): { date: Date; day: boolean } | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : { date: value, day: false };
  const day = ISO_DAY.test(value);
  const date = new Date(day ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : { date, day };
}

/** A day in digits as the language orders them (the PDFs): '31/03/2025' in ca-ES, '31.03.2025' in de-DE. */
export function formatShortDate(value: string, language: string): string {
  const parsed = parse(value);
  if (!parsed) return value;
  return dateFormatter(language, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(parsed.date);
}

/** A day with the month's short name (contract attachments): '31 de març 2025', 'Mar 31, 2025'; the value itself when unreadable. */
export function formatMediumDate(value: string, language: string): string {
  const parsed = parse(value);
  if (!parsed) return value;
  // A timestamp is shown in the reader's own zone (the browser's), a calendar day as it is.
  return printable(dateFormatter(language, { dateStyle: 'medium', timeZone: parsed.day ? 'UTC' : undefined }).format(parsed.date));
}

/**
 * A moment with its date in words and the time (maintenance windows, payments, report stamps).
 * `timeZone` fixes the zone where no browser tells it (the API writes Europe/Madrid); without it, the local one.
 */
export function formatDateTime(value: string | Date, language: string, timeZone?: string): string {
  const parsed = parse(value);
  if (!parsed) return String(value);
  return printable(dateFormatter(language, { dateStyle: 'long', timeStyle: 'short', timeZone }).format(parsed.date));
}

/** 'YYYY-MM' as a short month and year (chart axes): 'Mar 2025', 'març del 2025'; the value itself when unreadable. */
export function formatMonth(month: string, language: string): string {
  const parsed = parse(`${month}-01`);
  if (!parsed) return month;
  return printable(dateFormatter(language, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(parsed.date));
}

/** Invoice dates in the list: DD/MM/YYYY in every language, as the invoice filter writes and reads them (customer-area §3). */
export function formatInvoiceDate(value: string): string {
  return formatFilterDate(value);
}
