import type { PriceAlertsTexts } from './price-alerts-texts.ts';

/** Galician words of the price alerts. */
export const PRICE_ALERTS_GL_ES: PriceAlertsTexts = {
  firedMail: {
    subject: (product) => `Alerta de prezo: ${product}`,
    settled: (product, day, price) => `O prezo de liquidación de OMIP de ${product} do ${day} foi ${price}.`,
    condition: {
      '<': (price) => `por debaixo de ${price}`,
      '>': (price) => `por riba de ${price}`,
      '==': (price) => `igual a ${price}`,
    },
    fired: (product, condition) => `Cumpriuse a túa alerta: ${product} ${condition}.`,
    once: 'Non te avisaremos de novo mentres o prezo siga cumprindo a alerta; farémolo se deixa de cumprila e volve cumprila.',
    action: 'Ver as túas alertas',
  },
};
