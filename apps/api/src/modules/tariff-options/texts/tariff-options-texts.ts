import type { TTariffOptionKind } from '@portal/domain';

/** The words tariff options send to customers (their mail), in the six languages of the portal. */
export interface TariffOptionsTexts {
  /** The mail of a tariff option chosen (tariff-option-changed-mail.ts). */
  changedMail: {
    subject: (contract: string) => string;
    intro: (option: string, contract: string) => string;
    from: string;
    options: Record<TTariffOptionKind, string>;
    action: string;
  };
}
