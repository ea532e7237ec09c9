import { isLanguage } from '../i18n/languages.ts';
import { formatFilterDate } from './filter-date.ts';

// Intl objects are costly to build and lists format hundreds of amounts.
const formatters = new Map<string, Intl.NumberFormat>();

// Every catalogue writes euros with a decimal comma: English, and anything that is not one of our languages, borrows Spanish.
const euroLocale = (language: string) => (isLanguage(language) && language !== 'en-US' ? language : 'es-ES');

/** Euros with two decimals as the language writes them ('1234,50 €' in es-ES, '1.234,50 €' in ca-ES). */
export function formatEuros(amount: number, language: string): string {
  const locale = euroLocale(language);
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formatters.set(locale, formatter);
  }
  return formatter.format(amount);
}

/** Invoice dates as the portal shows them: '2025-03-31' → '31/03/2025'. */
export function formatInvoiceDate(value: string): string {
  return formatFilterDate(value);
}
