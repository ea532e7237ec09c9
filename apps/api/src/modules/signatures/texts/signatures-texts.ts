import type { TSigningKind } from '@portal/domain';

/** Every word the signatures module writes: the document to sign, its seal, the mails (one file per language). */
export interface SignaturesTexts {
  /** What is signed, as a noun phrase: "Change of bank account". */
  kinds: Record<TSigningKind, string>;
  pdf: {
    title: (kind: string) => string;
    intro: string;
    contract: string;
    customer: string;
    taxId: string;
    cups: string;
    supplyAddress: string;
    requestedOn: string;
    request: string;
    newIban: string;
    newPowers: string;
    sipsStatement: string;
    tariff: string;
    priceList: string;
    powers: string;
    iban: string;
    declaration: string;
    reference: (id: number) => string;
  };
  /** The sealed PDF's title among the contract's attachments. */
  sealedTitle: (kind: string) => string;
  linkMail: {
    subject: (kind: string, contract: string) => string;
    intro: (kind: string, contract: string) => string;
    expiry: (date: string) => string;
    action: string;
  };
  codeMail: {
    subject: string;
    intro: string;
    validity: (minutes: number) => string;
    notYou: string;
  };
  approvedMail: {
    subject: (kind: string, contract: string) => string;
    intro: (kind: string, contract: string) => string;
    effective: (date: string) => string;
    action: string;
  };
  rejectedMail: {
    subject: (kind: string, contract: string) => string;
    intro: (kind: string, contract: string) => string;
    reason: string;
    action: string;
  };
}
