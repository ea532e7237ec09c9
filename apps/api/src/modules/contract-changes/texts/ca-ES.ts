import type { ContractChangesTexts } from './contract-changes-texts.ts';

/** Catalan words of the contract changes' mails. */
export const CONTRACT_CHANGES_CA_ES: ContractChangesTexts = {
  requestedMail: {
    subject: (contract) => `Hem rebut la teva sol·licitud de canvi del contracte ${contract}`,
    intro: (change, contract) => `Hem rebut la teva sol·licitud de canvi (${change}) del contracte ${contract}.`,
    signature: "El canvi queda pendent de la teva signatura: t'enviarem el document per signar-lo i, un cop signat, entrarà en vigor.",
    changes: { iban: 'compte bancari', power: 'potència contractada', no_cession_sips: 'no cedir les dades de consum (SIPS)' },
  },
  appliedMail: {
    subject: (contract) => `S'ha aplicat un canvi al contracte ${contract}`,
    intro: (change, contract) => `El canvi que has fet al contracte ${contract} (${change}) ja és vigent.`,
    changes: {
      ref_catastral: 'referència cadastral',
      invoice_online: 'forma de rebre les factures',
      contact_field: 'dades de contacte',
      notification_address: 'adreça de notificació',
    },
  },
  action: 'Mira les comunicacions del contracte',
};
