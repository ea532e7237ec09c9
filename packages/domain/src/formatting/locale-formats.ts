import { FALLBACK_LANGUAGE, isLanguage, type TLanguage } from '../i18n/languages.ts';

/** A calendar day's parts: month 1-12. */
export interface TDayParts {
  year: number;
  month: number;
  day: number;
}

/**
 * How one language writes figures and dates. Written out here, not asked of Intl: Chromium ships
 * no Galician locale data and Node's small-icu builds only English, so Intl would write "€54.72"
 * and "Mar 15, 2021" to a Galician customer in one runtime and "54,72 €" in another.
 */
export interface TLocaleFormat {
  /** Decimal mark: '1409,58' or '1409.58'. */
  decimal: string;
  /** Mark between groups of three digits, from four digits up (visitor-and-shell §9: 1.409,58). */
  group: string;
  /** Where the euro sign goes: '€1,409.58' (before) or '1.409,58 €' (after, with a no-break space). */
  currency: 'before' | 'after';
  /** Between a figure and a percent sign ('21 %', '21%'). */
  percentSpace: string;
  /** A day in digits, zero-padded: '31/03/2025', '03/31/2025', '31.03.2025'. */
  shortDate: (day: string, month: string, year: string) => string;
  /** Month names as written inside a sentence (lower case where the language writes them so). */
  months: readonly string[];
  /** Abbreviated month names, as they appear in a medium date or on a chart axis. */
  shortMonths: readonly string[];
  /** A day with the month abbreviated (attachment lists): 'Mar 31, 2025', '31 mar 2025'. */
  mediumDate: (parts: TDayParts, table: TLocaleFormat) => string;
  /** A day with the month in words (date-times): 'March 31, 2025', '31 de marzo de 2025'. */
  longDate: (parts: TDayParts, table: TLocaleFormat) => string;
  /** A month of a chart axis: 'Mar 2025', 'mar 2025'. */
  monthYear: (year: number, month: number, table: TLocaleFormat) => string;
  /** A time of day: '12:00 PM' or '12:00'. */
  time: (hour: number, minute: number) => string;
  /** A date in words followed by its time: 'March 31, 2025 at 12:00 PM'. */
  dateTime: (date: string, time: string) => string;
}

const pad2 = (value: number | string) => String(value).padStart(2, '0');
const time24 = (hour: number, minute: number) => `${pad2(hour)}:${pad2(minute)}`;
/** No-break space: a line never breaks between a figure and its unit, and WinAnsi (the PDF fonts) has it. */
export const UNIT_SPACE = '\u00a0';
/** French groups thousands with a narrow no-break space (CLDR fr, the Imprimerie nationale's rule). */
export const NARROW_NBSP = '\u202f';

const dmySlash = (day: string, month: string, year: string) => `${day}/${month}/${year}`;
const monthName = (table: TLocaleFormat, month: number) => table.months[month - 1] ?? '';
const shortMonthName = (table: TLocaleFormat, month: number) => table.shortMonths[month - 1] ?? '';
// Day, abbreviated month, year, as Spanish, Galician, Catalan and French write a medium date.
const dayShortMonthYear = ({ year, month, day }: TDayParts, table: TLocaleFormat) => `${day} ${shortMonthName(table, month)} ${year}`;
const shortMonthYear = (year: number, month: number, table: TLocaleFormat) => `${shortMonthName(table, month)} ${year}`;

// Spanish and Galician write "31 de marzo de 2025"; Galician follows the Spanish conventions throughout.
const spanishStyle = {
  decimal: ',',
  group: '.',
  currency: 'after',
  percentSpace: UNIT_SPACE,
  shortDate: dmySlash,
  mediumDate: dayShortMonthYear,
  longDate: ({ year, month, day }: TDayParts, table: TLocaleFormat) => `${day} de ${monthName(table, month)} de ${year}`,
  monthYear: shortMonthYear,
  time: time24,
} as const;

// Catalan elides "de" before a vowel: "1 d'abril de 2025", "31 de març de 2025".
const catalanOf = (word: string) => (/^[aeiou]/i.test(word) ? `d'${word}` : `de ${word}`);

export const LOCALE_FORMATS: Record<TLanguage, TLocaleFormat> = {
  'es-ES': {
    ...spanishStyle,
    months: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
    shortMonths: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'],
    dateTime: (date, time) => `${date} a las ${time}`,
  },
  'gl-ES': {
    ...spanishStyle,
    months: ['xaneiro', 'febreiro', 'marzo', 'abril', 'maio', 'xuño', 'xullo', 'agosto', 'setembro', 'outubro', 'novembro', 'decembro'],
    shortMonths: ['xan.', 'feb.', 'mar.', 'abr.', 'maio', 'xuño', 'xul.', 'ago.', 'set.', 'out.', 'nov.', 'dec.'],
    dateTime: (date, time) => `${date} ás ${time}`,
  },
  'ca-ES': {
    ...spanishStyle,
    months: ['gener', 'febrer', 'març', 'abril', 'maig', 'juny', 'juliol', 'agost', 'setembre', 'octubre', 'novembre', 'desembre'],
    shortMonths: ['gen.', 'febr.', 'març', 'abr.', 'maig', 'juny', 'jul.', 'ag.', 'set.', 'oct.', 'nov.', 'des.'],
    longDate: ({ year, month, day }, table) => `${day} ${catalanOf(monthName(table, month))} de ${year}`,
    dateTime: (date, time) => `${date} a les ${time}`,
  },
  'fr-FR': {
    decimal: ',',
    group: NARROW_NBSP,
    currency: 'after',
    percentSpace: NARROW_NBSP,
    shortDate: dmySlash,
    months: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
    shortMonths: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
    mediumDate: dayShortMonthYear,
    longDate: ({ year, month, day }, table) => `${day} ${monthName(table, month)} ${year}`,
    monthYear: shortMonthYear,
    time: time24,
    dateTime: (date, time) => `${date} à ${time}`,
  },
  'de-DE': {
    decimal: ',',
    group: '.',
    currency: 'after',
    percentSpace: UNIT_SPACE,
    shortDate: (day, month, year) => `${day}.${month}.${year}`,
    months: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
    shortMonths: ['Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sept.', 'Okt.', 'Nov.', 'Dez.'],
    // German writes a medium date in digits (31.03.2025), as CLDR and DIN 5008 do.
    mediumDate: ({ year, month, day }) => `${pad2(day)}.${pad2(month)}.${year}`,
    longDate: ({ year, month, day }, table) => `${day}. ${monthName(table, month)} ${year}`,
    monthYear: shortMonthYear,
    time: time24,
    dateTime: (date, time) => `${date} um ${time}`,
  },
  'en-US': {
    decimal: '.',
    group: ',',
    currency: 'before',
    percentSpace: '',
    shortDate: (day, month, year) => `${month}/${day}/${year}`,
    months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
    shortMonths: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    mediumDate: ({ year, month, day }, table) => `${shortMonthName(table, month)} ${day}, ${year}`,
    longDate: ({ year, month, day }, table) => `${monthName(table, month)} ${day}, ${year}`,
    monthYear: shortMonthYear,
    // A no-break space before AM/PM (ICU's narrow one is missing from the PDF fonts).
    time: (hour, minute) => `${hour % 12 === 0 ? 12 : hour % 12}:${pad2(minute)}${UNIT_SPACE}${hour < 12 ? 'AM' : 'PM'}`,
    dateTime: (date, time) => `${date} at ${time}`,
  },
};

/** The table of a language; anything that is not one of ours (a stale cookie, a header) takes the fallback's. */
export function localeFormat(language: string): TLocaleFormat {
  return LOCALE_FORMATS[isLanguage(language) ? language : FALLBACK_LANGUAGE];
}
