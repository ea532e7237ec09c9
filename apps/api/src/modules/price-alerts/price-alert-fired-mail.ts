import { formatLongDate, formatUnitPrice, type TLanguage, type TPriceAlertType } from '@portal/domain';
import { oneLine, type RenderedMail, renderFramedMail } from '../../platform/mail/index.ts';
import { PRICE_ALERTS_TEXTS } from './texts/index.ts';

/**
 * The mail of an alert that fired (docs/price-alerts.md; beyond visitor-and-shell §2.9): the
 * product, the settlement price and day that crossed it, the alert's condition, and a link to the
 * alerts page. One per crossing: the import sends it in the transaction that disarms the alert.
 */
export interface PriceAlertFiredData {
  /** The OMIP product, as OMIP names it ("FTB YR-27"). */
  product: string;
  type: TPriceAlertType;
  /** The alert's price and the settlement that fired it, in cents of €/MWh. */
  alertPriceCents: number;
  priceCents: number;
  /** The settlement's session day, YYYY-MM-DD. */
  day: string;
  /** The alerts page: <PUBLIC_URL>/omipComponent. */
  url: string;
  name?: string | undefined;
  organisation: string;
}

declare module '../../platform/mail/templates.ts' {
  interface MailKinds {
    price_alert_fired: PriceAlertFiredData;
  }
}

const perMwh = (cents: number, language: TLanguage) => formatUnitPrice(cents / 100, 'MWh', language);

export function priceAlertFiredMail(data: PriceAlertFiredData, language: TLanguage): RenderedMail {
  const t = PRICE_ALERTS_TEXTS[language].firedMail;
  // The product comes from an imported file: one line wherever it stands.
  const product = oneLine(data.product);
  const condition = t.condition[data.type](perMwh(data.alertPriceCents, language));
  return renderFramedMail({ language, subject: t.subject(product), name: data.name, organisation: data.organisation }, [
    { kind: 'paragraph', text: t.fired(product, condition) },
    { kind: 'strong', text: t.settled(product, formatLongDate(data.day, language), perMwh(data.priceCents, language)) },
    { kind: 'paragraph', text: t.once },
    { kind: 'action', label: t.action, url: data.url },
  ]);
}
