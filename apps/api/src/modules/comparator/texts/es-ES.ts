import type { ComparatorTexts } from './comparator-texts.ts';

/** Spanish words of the comparison. */
export const COMPARATOR_ES_ES: ComparatorTexts = {
  header: {
    saving: (product, ours, paid, saving) => `Con ${product} habrías pagado ${ours} en lugar de ${paid}: te ahorras ${saving}.`,
    noSaving: (product, ours, paid) => `Con ${product} este periodo te habría costado ${ours}; pagaste ${paid}.`,
  },
  content: {
    period: (start, end, days) => `Periodo comparado: del ${start} al ${end} (${days} días).`,
    yearlySaving: (saving) => `En un año te ahorrarías unos ${saving}.`,
    yearlyNoSaving: (ours, theirs) => `En un año pagarías unos ${ours} con nosotros, frente a unos ${theirs} con tu comercializadora.`,
    estimate:
      'La cifra anual es una estimación: extiende el periodo que has indicado a todo el año según cómo se reparte el consumo entre las estaciones.',
    basis: 'Calculado con nuestros precios y los impuestos vigentes en esas fechas, como en nuestras facturas.',
  },
};
