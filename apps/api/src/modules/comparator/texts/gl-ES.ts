import type { ComparatorTexts } from './comparator-texts.ts';

/** Galician words of the comparison. */
export const COMPARATOR_GL_ES: ComparatorTexts = {
  header: {
    saving: (product, ours, paid, saving) => `Con ${product} pagarías ${ours} en lugar de ${paid}: aforras ${saving}.`,
    noSaving: (product, ours, paid) => `Con ${product} este período custaríache ${ours}; pagaches ${paid}.`,
  },
  content: {
    period: (start, end, days) => `Período comparado: do ${start} ao ${end} (${days} días).`,
    yearlySaving: (saving) => `Nun ano aforrarías uns ${saving}.`,
    yearlyNoSaving: (ours, theirs) => `Nun ano pagarías uns ${ours} connosco, fronte a uns ${theirs} coa túa comercializadora.`,
    estimate:
      'A cifra anual é unha estimación: estende o período que indicaches a todo o ano segundo como se reparte o consumo entre as estacións.',
    basis: 'Calculado cos nosos prezos e os impostos vixentes nesas datas, como nas nosas facturas.',
  },
};
