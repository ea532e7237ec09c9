import type { ComparatorTexts } from './comparator-texts.ts';

/** German words of the comparison. */
export const COMPARATOR_DE_DE: ComparatorTexts = {
  header: {
    saving: (product, ours, paid, saving) => `Mit ${product} hätten Sie ${ours} statt ${paid} bezahlt: Sie sparen ${saving}.`,
    noSaving: (product, ours, paid) => `Mit ${product} hätte dieser Zeitraum Sie ${ours} gekostet; Sie haben ${paid} bezahlt.`,
  },
  content: {
    period: (start, end, days) => `Verglichener Zeitraum: ${start} bis ${end} (${days} Tage).`,
    yearlySaving: (saving) => `In einem Jahr würden Sie etwa ${saving} sparen.`,
    yearlyNoSaving: (ours, theirs) => `In einem Jahr zahlten Sie bei uns etwa ${ours}, bei Ihrem jetzigen Versorger etwa ${theirs}.`,
    estimate:
      'Der Jahreswert ist eine Schätzung: Er rechnet den angegebenen Zeitraum nach der Verteilung des Verbrauchs über die Jahreszeiten auf das ganze Jahr hoch.',
    basis: 'Berechnet mit unseren Preisen und den an diesen Tagen geltenden Steuern, wie auf unseren Rechnungen.',
  },
};
