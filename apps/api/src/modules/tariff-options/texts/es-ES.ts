import type { TariffOptionsTexts } from './tariff-options-texts.ts';

/** Spanish words of the tariff options' mail. */
export const TARIFF_OPTIONS_ES_ES: TariffOptionsTexts = {
  changedMail: {
    subject: (contract) => `Has cambiado una opción de tarifa del contrato ${contract}`,
    intro: (option, contract) => `Has elegido una nueva opción de ${option} para el contrato ${contract}.`,
    from: 'Se aplica desde el',
    options: { double_tariff: 'doble tarifa', happy_hours: 'horas felices', happy_day: 'día feliz' },
    action: 'Ver las comunicaciones del contrato',
  },
};
