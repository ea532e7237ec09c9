import type { TLanguage } from '@portal/domain';

/** A calendar date (YYYY-MM-DD or a timestamp) in the interface language; the value itself when unreadable. */
export function formatDate(value: string, language: TLanguage): string {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  // A bare date is a calendar day, not midnight UTC: read it in UTC and print it in UTC.
  const date = new Date(dateOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: dateOnly ? 'UTC' : undefined }).format(date);
}

/** An amount in euro in the interface language. */
export function formatEuro(amount: number, language: TLanguage): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format(amount);
}
