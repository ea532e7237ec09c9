import { localeFormat, UNIT_SPACE } from './locale-formats.ts';
import { formatNumber } from './number-style.ts';

// The euro sign where the language puts it: '€1,409.58' and '-€45.10' in English, '1.409,58 €' elsewhere.
function withEuro(figure: string, language: string, unit = ''): string {
  if (!figure) return '';
  if (localeFormat(language).currency === 'before') {
    const negative = figure.startsWith('-');
    return `${negative ? '-' : ''}€${negative ? figure.slice(1) : figure}${unit}`;
  }
  return `${figure}${UNIT_SPACE}€${unit}`;
}

/**
 * Euros with two decimals and the language's marks (visitor-and-shell §9, customer-area §3
 * "currency euro"): '1.409,58 €', '1 409,58 €', '€1,409.58'. The one money formatter of the web,
 * the PDFs and the receipts.
 */
export function formatMoney(euros: number, language: string): string {
  return withEuro(formatNumber(euros, language, { minDecimals: 2, maxDecimals: 2 }), language);
}

/**
 * A unit price with as many decimals as it has, two to six (price lists state €/kWh to six places):
 * '0,073782 €/kW·día', '€0.073782/kW·day'.
 */
export function formatUnitPrice(euros: number, unit: string, language: string): string {
  return withEuro(formatNumber(euros, language, { minDecimals: 2, maxDecimals: 6 }), language, `/${unit}`);
}
