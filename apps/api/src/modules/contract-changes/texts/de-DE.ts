import type { ContractChangesTexts } from './contract-changes-texts.ts';

/** German words of the contract changes' mails. */
export const CONTRACT_CHANGES_DE_DE: ContractChangesTexts = {
  requestedMail: {
    subject: (contract) => `Wir haben Ihren Änderungsantrag für den Vertrag ${contract} erhalten`,
    intro: (change, contract) => `Wir haben Ihren Antrag auf Änderung (${change}) des Vertrags ${contract} erhalten.`,
    signature: 'Die Änderung wartet nun auf Ihre Unterschrift: Wir senden Ihnen das Dokument zur Unterschrift, danach tritt sie in Kraft.',
    changes: { iban: 'Bankverbindung', power: 'vertragliche Leistung', no_cession_sips: 'keine Weitergabe der Verbrauchsdaten (SIPS)' },
  },
  appliedMail: {
    subject: (contract) => `Eine Änderung des Vertrags ${contract} ist in Kraft`,
    intro: (change, contract) => `Die Änderung, die Sie am Vertrag ${contract} vorgenommen haben (${change}), ist jetzt in Kraft.`,
    changes: {
      ref_catastral: 'Katasterreferenz',
      invoice_online: 'Rechnungszustellung',
      contact_field: 'Kontaktdaten',
      notification_address: 'Zustelladresse',
    },
  },
  action: 'Mitteilungen zum Vertrag ansehen',
};
