import { formatNumber, UNIT_SPACE } from './number-style.ts';

/**
 * Euros with two decimals, the sign after the figure: '1.234,50 €', '-45,10 €' (visitor-and-shell §9,
 * customer-area §3 "currency euro"). The one money formatter of the web, the PDFs and the mails.
 */
export function formatMoney(euros: number, language: string): string {
  const figure = formatNumber(euros, language, { minDecimals: 2, maxDecimals: 2 });
  return figure && `${figure}${UNIT_SPACE}€`;
}

/**
 * A unit price with as many decimals as it has, two to six (price lists state €/kWh to six places):
 * '0,073782 €/kW·día'.
 */
export function formatUnitPrice(euros: number, unit: string, language: string): string {
  const figure = formatNumber(euros, language, { minDecimals: 2, maxDecimals: 6 });
  return figure && `${figure}${UNIT_SPACE}€/${unit}`;
}
