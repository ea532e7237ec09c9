import type { PriceAlertsTexts } from './price-alerts-texts.ts';

/** French words of the price alerts. */
export const PRICE_ALERTS_FR_FR: PriceAlertsTexts = {
  firedMail: {
    subject: (product) => `Alerte de prix : ${product}`,
    settled: (product, day, price) => `Le prix de règlement OMIP de ${product} du ${day} a été de ${price}.`,
    condition: {
      '<': (price) => `en dessous de ${price}`,
      '>': (price) => `au-dessus de ${price}`,
      '==': (price) => `égal à ${price}`,
    },
    fired: (product, condition) => `Votre alerte est atteinte : ${product} ${condition}.`,
    once: 'Nous ne vous préviendrons plus tant que le prix remplit l’alerte ; nous le ferons s’il cesse de la remplir puis la remplit de nouveau.',
    action: 'Voir vos alertes',
  },
};
