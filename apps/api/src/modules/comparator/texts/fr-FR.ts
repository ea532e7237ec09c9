import type { ComparatorTexts } from './comparator-texts.ts';

/** French words of the comparison. */
export const COMPARATOR_FR_FR: ComparatorTexts = {
  header: {
    saving: (product, ours, paid, saving) => `Avec ${product}, vous auriez payé ${ours} au lieu de ${paid} : vous économisez ${saving}.`,
    noSaving: (product, ours, paid) => `Avec ${product}, cette période vous aurait coûté ${ours} ; vous avez payé ${paid}.`,
  },
  content: {
    period: (start, end, days) => `Période comparée : du ${start} au ${end} (${days} jours).`,
    yearlySaving: (saving) => `Sur un an, vous économiseriez environ ${saving}.`,
    yearlyNoSaving: (ours, theirs) =>
      `Sur un an, vous paieriez environ ${ours} avec nous, contre environ ${theirs} avec votre fournisseur actuel.`,
    estimate:
      'Le chiffre annuel est une estimation : il étend à toute l’année la période que vous avez indiquée, selon la répartition de la consommation entre les saisons.',
    basis: 'Calculé avec nos prix et les taxes en vigueur à ces dates, comme sur nos factures.',
  },
};
