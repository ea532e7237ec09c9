import type { TLanguage } from '@portal/domain';

/** A date and time in the interface language, or the value as given when it is not a date. */
export function formatDateTime(value: string, language: TLanguage): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(date);
}
