import type { ContractChangesTexts } from './contract-changes-texts.ts';

/** English words of the contract changes' mails. */
export const CONTRACT_CHANGES_EN_US: ContractChangesTexts = {
  requestedMail: {
    subject: (contract) => `We have received your change request for contract ${contract}`,
    intro: (change, contract) => `We have received your request to change the ${change} of contract ${contract}.`,
    signature: 'The change now awaits your signature: we will send you the document to sign, and it takes effect once signed.',
    changes: { iban: 'bank account', power: 'contracted power', no_cession_sips: 'consumption data sharing (SIPS opt-out)' },
  },
  appliedMail: {
    subject: (contract) => `A change to contract ${contract} is now in effect`,
    intro: (change, contract) => `The change you made to the ${change} of contract ${contract} is now in effect.`,
    changes: {
      ref_catastral: 'cadastral reference',
      invoice_online: 'invoice delivery method',
      contact_field: 'contact details',
      notification_address: 'notification address',
    },
  },
  action: "See the contract's communications",
};
