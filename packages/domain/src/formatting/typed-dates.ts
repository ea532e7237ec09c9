import { localeFormat } from './locale-formats.ts';

// Its own module, apart from dates.ts: the login page loads dates.ts (the maintenance notice)
// and only date fields read a typed day.
const pad2 = (value: number) => String(value).padStart(2, '0');

// The years a typed day may have: PostgreSQL refuses year 0 and the portal holds nothing before 1900.
const TYPED_YEARS = { min: 1900, max: 2999 } as const;

/**
 * A day typed as the language writes it in digits (formatShortDate's order: day/month/year,
 * month/day/year in English, day.month.year in German), as YYYY-MM-DD; null unless it is a real
 * calendar day. Day and month may have one digit, and '/', '.' or '-' may separate the parts,
 * so '5.3.2026' and '05/03/2026' both read in Catalan. Date fields follow the portal's language
 * this way, not the browser's (a native date input shows mm/dd/yyyy inside a Catalan page).
 */
export function parseShortDate(text: string, language: string): string | null {
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text.trim());
  if (!match) return null;
  const monthFirst = localeFormat(language).shortDate('d', 'm', 'y').startsWith('m');
  const [first, second, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const [day, month] = monthFirst ? [second, first] : [first, second];
  if (year < TYPED_YEARS.min || year > TYPED_YEARS.max || month < 1 || month > 12 || day < 1) return null;
  // Day 0 of the next month is the last day of this one (leap years included).
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  return `${year}-${pad2(month)}-${pad2(day)}`;
}
