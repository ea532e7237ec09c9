import type { TLanguage } from '@portal/domain';

/** Number and date formats of the invoice PDF in one language. */
export interface InvoiceFormat {
  money: (euros: number) => string;
  /** A unit price, with as many decimals as it has (up to six, as price lists state them). */
  price: (euros: number, unit: string) => string;
  quantity: (value: number, unit: string) => string;
  percent: (fraction: number) => string;
  date: (isoDate: string) => string;
}

/**
 * The PDF's standard fonts are WinAnsi: they have the no-break space but not the narrow one
 * Intl puts in French numbers (1 234,56 €), which would print as a wrong glyph.
 */
const winAnsi = (text: string) => text.replace(/\u202f/g, '\u00a0');

export function invoiceFormat(language: TLanguage): InvoiceFormat {
  const money = new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' });
  const price = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 6 });
  const quantity = new Intl.NumberFormat(language, { maximumFractionDigits: 3 });
  // Tax rates are printed as the law states them (5,11269632 %).
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 8 });
  const date = new Intl.DateTimeFormat(language, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
  return {
    money: (euros) => winAnsi(money.format(euros)),
    price: (euros, unit) => winAnsi(`${price.format(euros)} €/${unit}`),
    quantity: (value, unit) => winAnsi(`${quantity.format(value)} ${unit}`),
    percent: (fraction) => winAnsi(percent.format(fraction)),
    date: (isoDate) => date.format(new Date(`${isoDate}T00:00:00Z`)),
  };
}
