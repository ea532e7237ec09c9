import type { SignaturesTexts } from './signatures-texts.ts';

/** English words of the signatures. */
export const SIGNATURES_EN_US: SignaturesTexts = {
  kinds: {
    iban: 'Change of bank account',
    power: 'Change of contracted power',
    no_cession_sips: 'Opt-out of sharing consumption data (SIPS)',
    contract: 'New supply contract',
  },
  pdf: {
    title: (kind) => `${kind}: document to sign`,
    intro: 'Please review the details below. You sign them by entering the one-time code we send you.',
    contract: 'Contract',
    customer: 'Holder',
    taxId: 'Tax ID',
    cups: 'CUPS',
    supplyAddress: 'Supply address',
    requestedOn: 'Requested on',
    request: 'What you sign',
    newIban: 'New bank account',
    newPowers: 'New powers',
    sipsStatement: 'I ask that my consumption data not be shared with the SIPS.',
    tariff: 'Access tariff',
    priceList: 'Product',
    powers: 'Contracted powers',
    iban: 'Direct debit account',
    declaration:
      'By entering the one-time code you declare that you have read this document and agree to it. We keep this PDF’s SHA-256 fingerprint, the time, the address you sign from and your browser as evidence of the signature.',
    reference: (id) => `Signature reference: ${id}`,
  },
  sealedTitle: (kind) => `${kind} (signed)`,
  linkMail: {
    subject: (kind, contract) => `Please sign: ${kind}, contract ${contract}`,
    intro: (kind, contract) =>
      `A document of contract ${contract} is waiting for your signature: ${kind}. Open the link, review it and sign it with a code we will send you.`,
    expiry: (date) => `The link works until ${date} and only for this signature.`,
    action: 'Review and sign the document',
  },
  codeMail: {
    subject: 'Your signing code',
    intro: 'This is your code to sign the document:',
    validity: (minutes) => `It is valid for ${minutes} minutes. Do not share it with anyone.`,
    notYou: 'If you did not ask for it, do nothing: without the code nothing can be signed.',
  },
  approvedMail: {
    subject: (kind, contract) => `Approved: ${kind}, contract ${contract}`,
    intro: (kind, contract) => `We have approved the document you signed for contract ${contract} (${kind}).`,
    effective: (date) => `It takes effect on ${date}.`,
    action: 'See the contract',
  },
  rejectedMail: {
    subject: (kind, contract) => `Not approved: ${kind}, contract ${contract}`,
    intro: (kind, contract) => `We could not approve the document you signed for contract ${contract} (${kind}).`,
    reason: 'The reason',
    action: 'See the contract',
  },
};
