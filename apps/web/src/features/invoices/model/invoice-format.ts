import { isLanguage, type TLanguage } from '@portal/domain';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Energy in kWh with the decimal comma the amounts use (formatEuros of the domain): English
 * borrows Spanish, so a list never mixes '1,5 €' with '1.5 kWh'. Up to three decimals, as metered.
 */
export function formatKwh(value: number, language: TLanguage): string {
  const locale = isLanguage(language) && language !== 'en-US' ? language : 'es-ES';
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
    formatters.set(locale, formatter);
  }
  return `${formatter.format(value)} kWh`;
}
