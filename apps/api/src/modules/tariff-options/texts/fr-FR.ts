import type { TariffOptionsTexts } from './tariff-options-texts.ts';

/** French words of the tariff options' mail. */
export const TARIFF_OPTIONS_FR_FR: TariffOptionsTexts = {
  changedMail: {
    subject: (contract) => `Vous avez modifié une option tarifaire du contrat ${contract}`,
    intro: (option, contract) => `Vous avez choisi une nouvelle option « ${option} » pour le contrat ${contract}.`,
    from: "S'applique à partir du",
    options: { double_tariff: 'double tarif', happy_hours: 'heures heureuses', happy_day: 'jour heureux' },
    action: 'Voir les communications du contrat',
  },
};
