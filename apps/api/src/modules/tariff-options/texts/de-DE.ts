import type { TariffOptionsTexts } from './tariff-options-texts.ts';

/** German words of the tariff options' mail. */
export const TARIFF_OPTIONS_DE_DE: TariffOptionsTexts = {
  changedMail: {
    subject: (contract) => `Sie haben eine Tarifoption des Vertrags ${contract} geändert`,
    intro: (option, contract) => `Sie haben eine neue Option „${option}“ für den Vertrag ${contract} gewählt.`,
    from: 'Gültig ab',
    options: { double_tariff: 'Doppeltarif', happy_hours: 'Happy Hours', happy_day: 'Happy Day' },
    action: 'Mitteilungen zum Vertrag ansehen',
  },
};
