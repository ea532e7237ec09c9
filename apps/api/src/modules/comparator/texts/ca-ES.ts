import type { ComparatorTexts } from './comparator-texts.ts';

/** Catalan words of the comparison. */
export const COMPARATOR_CA_ES: ComparatorTexts = {
  header: {
    saving: (product, ours, paid, saving) => `Amb ${product} hauries pagat ${ours} en lloc de ${paid}: t’estalvies ${saving}.`,
    noSaving: (product, ours, paid) => `Amb ${product} aquest període t’hauria costat ${ours}; vas pagar ${paid}.`,
  },
  content: {
    period: (start, end, days) => `Període comparat: del ${start} al ${end} (${days} dies).`,
    yearlySaving: (saving) => `En un any t’estalviaries uns ${saving}.`,
    yearlyNoSaving: (ours, theirs) => `En un any pagaries uns ${ours} amb nosaltres, davant d’uns ${theirs} amb la teva comercialitzadora.`,
    estimate:
      'La xifra anual és una estimació: estén el període que has indicat a tot l’any segons com es reparteix el consum entre les estacions.',
    basis: 'Calculat amb els nostres preus i els impostos vigents en aquestes dates, com a les nostres factures.',
  },
};
