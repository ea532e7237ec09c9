import { formatMoney, formatNumber, formatShortDate, type TBillComparison, type TComparisonResult, type TLanguage } from '@portal/domain';
import { escapeHtml } from '../../platform/mail/escape.ts';
import { COMPARATOR_TEXTS } from './texts/index.ts';

export interface TResultWords {
  language: TLanguage;
  /** The commercial name of the product priced (the retailer's data: escaped like any figure). */
  product: string;
  start: string;
  end: string;
}

/**
 * §3.5's header and content, HTML the page shows as it comes: this module's words around the
 * figures, each formatted by the domain's formatting and escaped (a product name is the retailer's
 * data, and a language's marks are text too).
 */
export function resultHtml(priced: TBillComparison, words: TResultWords): Pick<TComparisonResult, 'header' | 'content'> {
  const { language } = words;
  const texts = COMPARATOR_TEXTS[language];
  const money = (euros: number) => `<strong>${escapeHtml(formatMoney(euros, language))}</strong>`;
  const product = `<strong>${escapeHtml(words.product)}</strong>`;
  const header =
    priced.saving > 0
      ? texts.header.saving(product, money(priced.ours.total), money(priced.paid), money(priced.saving))
      : texts.header.noSaving(product, money(priced.ours.total), money(priced.paid));
  const { yearly } = priced;
  const date = (day: string) => escapeHtml(formatShortDate(day, language));
  const paragraphs = [
    texts.content.period(date(words.start), date(words.end), escapeHtml(formatNumber(priced.ours.days, language, { maxDecimals: 0 }))),
    yearly.saving > 0
      ? texts.content.yearlySaving(money(yearly.saving))
      : texts.content.yearlyNoSaving(money(yearly.ours), money(yearly.theirs)),
    escapeHtml(texts.content.estimate),
    escapeHtml(texts.content.basis),
  ];
  return { header: `<p>${header}</p>`, content: paragraphs.map((text) => `<p>${text}</p>`).join('') };
}
