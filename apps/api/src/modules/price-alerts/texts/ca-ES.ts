import type { PriceAlertsTexts } from './price-alerts-texts.ts';

/** Catalan words of the price alerts. */
export const PRICE_ALERTS_CA_ES: PriceAlertsTexts = {
  firedMail: {
    subject: (product) => `Alerta de preu: ${product}`,
    settled: (product, day, price) => `El preu de liquidació d’OMIP de ${product} del ${day} ha estat ${price}.`,
    condition: {
      '<': (price) => `per sota de ${price}`,
      '>': (price) => `per sobre de ${price}`,
      '==': (price) => `igual a ${price}`,
    },
    fired: (product, condition) => `S’ha complert la teva alerta: ${product} ${condition}.`,
    once: 'No t’avisarem de nou mentre el preu continuï complint l’alerta; ho farem si deixa de complir-la i la torna a complir.',
    action: 'Veure les teves alertes',
  },
};
