import type { ContractChangesTexts } from './contract-changes-texts.ts';

/** French words of the contract changes' mails. */
export const CONTRACT_CHANGES_FR_FR: ContractChangesTexts = {
  requestedMail: {
    subject: (contract) => `Nous avons reçu votre demande de modification du contrat ${contract}`,
    intro: (change, contract) => `Nous avons reçu votre demande de modification (${change}) du contrat ${contract}.`,
    signature: 'La modification attend votre signature : nous vous enverrons le document à signer, et elle prendra effet une fois signé.',
    changes: {
      iban: 'compte bancaire',
      power: 'puissance souscrite',
      no_cession_sips: 'refus de cession des données de consommation (SIPS)',
    },
  },
  appliedMail: {
    subject: (contract) => `Une modification du contrat ${contract} est en vigueur`,
    intro: (change, contract) => `La modification que vous avez apportée au contrat ${contract} (${change}) est désormais en vigueur.`,
    changes: {
      ref_catastral: 'référence cadastrale',
      invoice_online: 'mode de réception des factures',
      contact_field: 'coordonnées',
      notification_address: 'adresse de notification',
    },
  },
  action: 'Voir les communications du contrat',
};
