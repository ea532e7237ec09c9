import type { PriceAlertsTexts } from './price-alerts-texts.ts';

/** German words of the price alerts. */
export const PRICE_ALERTS_DE_DE: PriceAlertsTexts = {
  firedMail: {
    subject: (product) => `Preisalarm: ${product}`,
    settled: (product, day, price) => `Der OMIP-Abrechnungspreis von ${product} am ${day} betrug ${price}.`,
    condition: {
      '<': (price) => `unter ${price}`,
      '>': (price) => `über ${price}`,
      '==': (price) => `gleich ${price}`,
    },
    fired: (product, condition) => `Ihr Alarm ist erreicht: ${product} ${condition}.`,
    once: 'Wir benachrichtigen Sie nicht erneut, solange der Preis den Alarm erfüllt; erst wenn er ihn nicht mehr und dann wieder erfüllt.',
    action: 'Ihre Alarme ansehen',
  },
};
