import type { TariffOptionsTexts } from './tariff-options-texts.ts';

/** Galician words of the tariff options' mail. */
export const TARIFF_OPTIONS_GL_ES: TariffOptionsTexts = {
  changedMail: {
    subject: (contract) => `Cambiaches unha opción de tarifa do contrato ${contract}`,
    intro: (option, contract) => `Escolliches unha nova opción de ${option} para o contrato ${contract}.`,
    from: 'Aplícase desde o',
    options: { double_tariff: 'dobre tarifa', happy_hours: 'horas felices', happy_day: 'día feliz' },
    action: 'Ver as comunicacións do contrato',
  },
};
