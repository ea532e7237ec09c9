import type { ComparatorTexts } from './comparator-texts.ts';

/** English words of the comparison. */
export const COMPARATOR_EN_US: ComparatorTexts = {
  header: {
    saving: (product, ours, paid, saving) => `With ${product} you would have paid ${ours} instead of ${paid}: you save ${saving}.`,
    noSaving: (product, ours, paid) => `With ${product} this period would have cost you ${ours}; you paid ${paid}.`,
  },
  content: {
    period: (start, end, days) => `Period compared: ${start} to ${end} (${days} days).`,
    yearlySaving: (saving) => `Over a year you would save about ${saving}.`,
    yearlyNoSaving: (ours, theirs) =>
      `Over a year you would pay about ${ours} with us, against about ${theirs} with your current supplier.`,
    estimate:
      'The yearly figure is an estimate: it extends the period you entered to the whole year by how consumption spreads over the seasons.',
    basis: 'Priced with our prices and the taxes in force on those dates, as on our invoices.',
  },
};
