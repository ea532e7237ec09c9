import type { TariffOptionsTexts } from './tariff-options-texts.ts';

/** English words of the tariff options' mail. */
export const TARIFF_OPTIONS_EN_US: TariffOptionsTexts = {
  changedMail: {
    subject: (contract) => `You changed a tariff option of contract ${contract}`,
    intro: (option, contract) => `You chose a new ${option} option for contract ${contract}.`,
    from: 'It applies from',
    options: { double_tariff: 'double tariff', happy_hours: 'happy hours', happy_day: 'happy day' },
    action: "See the contract's communications",
  },
};
