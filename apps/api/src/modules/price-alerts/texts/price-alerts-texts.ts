import type { TPriceAlertType } from '@portal/domain';

/** The words the price alerts send, in the six languages of the portal. */
export interface PriceAlertsTexts {
  /** The mail of an alert that fired (price-alert-fired-mail.ts). */
  firedMail: {
    subject: (product: string) => string;
    /** "The settlement price of FTB YR-27 on 27 November 2026 was 61,55 €/MWh." */
    settled: (product: string, day: string, price: string) => string;
    /** The alert's condition, with its price: "below 60,00 €/MWh". */
    condition: Record<TPriceAlertType, (price: string) => string>;
    /** "Your alert … has fired." */
    fired: (product: string, condition: string) => string;
    /** Why there is one mail, not one a day. */
    once: string;
    action: string;
  };
}
