import type { PriceAlertsTexts } from './price-alerts-texts.ts';

/** Spanish words of the price alerts. */
export const PRICE_ALERTS_ES_ES: PriceAlertsTexts = {
  firedMail: {
    subject: (product) => `Alerta de precio: ${product}`,
    settled: (product, day, price) => `El precio de liquidación de OMIP de ${product} del ${day} ha sido ${price}.`,
    condition: {
      '<': (price) => `por debajo de ${price}`,
      '>': (price) => `por encima de ${price}`,
      '==': (price) => `igual a ${price}`,
    },
    fired: (product, condition) => `Se ha cumplido tu alerta: ${product} ${condition}.`,
    once: 'No te avisaremos de nuevo mientras el precio siga cumpliendo la alerta; lo haremos si deja de cumplirla y vuelve a cumplirla.',
    action: 'Ver tus alertas',
  },
};
