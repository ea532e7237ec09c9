import type { PriceAlertsTexts } from './price-alerts-texts.ts';

/** English words of the price alerts. */
export const PRICE_ALERTS_EN_US: PriceAlertsTexts = {
  firedMail: {
    subject: (product) => `Price alert: ${product}`,
    settled: (product, day, price) => `The OMIP settlement price of ${product} on ${day} was ${price}.`,
    condition: {
      '<': (price) => `below ${price}`,
      '>': (price) => `above ${price}`,
      '==': (price) => `equal to ${price}`,
    },
    fired: (product, condition) => `Your alert has been met: ${product} ${condition}.`,
    once: 'We will not tell you again while the price keeps meeting the alert; we will if it stops meeting it and then meets it again.',
    action: 'See your alerts',
  },
};
