import type { SignaturesTexts } from './signatures-texts.ts';

/** German words of the signatures. */
export const SIGNATURES_DE_DE: SignaturesTexts = {
  kinds: {
    iban: 'Änderung der Bankverbindung',
    power: 'Änderung der vertraglichen Leistung',
    no_cession_sips: 'Keine Weitergabe der Verbrauchsdaten (SIPS)',
    contract: 'Neuer Liefervertrag',
  },
  pdf: {
    title: (kind) => `${kind}: Dokument zur Unterschrift`,
    intro: 'Bitte prüfen Sie die folgenden Angaben. Sie unterschreiben sie mit dem Einmalcode, den wir Ihnen senden.',
    contract: 'Vertrag',
    customer: 'Inhaber',
    taxId: 'Steuernummer',
    cups: 'CUPS',
    supplyAddress: 'Lieferadresse',
    requestedOn: 'Beantragt am',
    request: 'Was Sie unterschreiben',
    newIban: 'Neue Bankverbindung',
    newPowers: 'Neue Leistungen',
    sipsStatement: 'Ich bitte darum, meine Verbrauchsdaten nicht an das SIPS weiterzugeben.',
    tariff: 'Netzentgelttarif',
    priceList: 'Produkt',
    powers: 'Vertragliche Leistungen',
    iban: 'Lastschriftkonto',
    declaration:
      'Mit der Eingabe des Einmalcodes erklären Sie, dass Sie dieses Dokument gelesen haben und ihm zustimmen. Als Nachweis der Unterschrift speichern wir den SHA-256-Fingerabdruck dieses PDF, die Uhrzeit, die Adresse, von der aus Sie unterschreiben, und Ihren Browser.',
    reference: (id) => `Referenz der Unterschrift: ${id}`,
  },
  sealedTitle: (kind) => `${kind} (unterschrieben)`,
  linkMail: {
    subject: (kind, contract) => `Bitte unterschreiben: ${kind}, Vertrag ${contract}`,
    intro: (kind, contract) =>
      `Ein Dokument zum Vertrag ${contract} wartet auf Ihre Unterschrift: ${kind}. Öffnen Sie den Link, prüfen Sie es und unterschreiben Sie es mit einem Code, den wir Ihnen senden.`,
    expiry: (date) => `Der Link gilt bis zum ${date} und nur für diese Unterschrift.`,
    action: 'Dokument prüfen und unterschreiben',
  },
  codeMail: {
    subject: 'Ihr Code zum Unterschreiben',
    intro: 'Dies ist Ihr Code, um das Dokument zu unterschreiben:',
    validity: (minutes) => `Er ist ${minutes} Minuten gültig. Geben Sie ihn an niemanden weiter.`,
    notYou: 'Wenn Sie ihn nicht angefordert haben, tun Sie nichts: Ohne den Code kann nichts unterschrieben werden.',
  },
  approvedMail: {
    subject: (kind, contract) => `Genehmigt: ${kind}, Vertrag ${contract}`,
    intro: (kind, contract) => `Wir haben das Dokument genehmigt, das Sie zum Vertrag ${contract} unterschrieben haben (${kind}).`,
    effective: (date) => `Es gilt ab dem ${date}.`,
    action: 'Vertrag ansehen',
  },
  rejectedMail: {
    subject: (kind, contract) => `Nicht genehmigt: ${kind}, Vertrag ${contract}`,
    intro: (kind, contract) =>
      `Wir konnten das Dokument, das Sie zum Vertrag ${contract} unterschrieben haben (${kind}), nicht genehmigen.`,
    reason: 'Der Grund',
    action: 'Vertrag ansehen',
  },
};
