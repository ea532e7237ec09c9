import type { TariffOptionsTexts } from './tariff-options-texts.ts';

/** Catalan words of the tariff options' mail. */
export const TARIFF_OPTIONS_CA_ES: TariffOptionsTexts = {
  changedMail: {
    subject: (contract) => `Has canviat una opció de tarifa del contracte ${contract}`,
    intro: (option, contract) => `Has triat una nova opció de ${option} per al contracte ${contract}.`,
    from: "S'aplica des del",
    options: { double_tariff: 'doble tarifa', happy_hours: 'hores felices', happy_day: 'dia feliç' },
    action: 'Mira les comunicacions del contracte',
  },
};
