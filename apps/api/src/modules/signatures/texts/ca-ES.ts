import type { SignaturesTexts } from './signatures-texts.ts';

/** Catalan words of the signatures. */
export const SIGNATURES_CA_ES: SignaturesTexts = {
  kinds: {
    iban: 'Canvi de compte bancari',
    power: 'Canvi de potència contractada',
    no_cession_sips: 'No cedir les dades de consum (SIPS)',
    contract: 'Nou contracte de subministrament',
  },
  pdf: {
    title: (kind) => `${kind}: document per signar`,
    intro: 'Revisa les dades següents. Les signes introduint el codi d’un sol ús que t’enviem.',
    contract: 'Contracte',
    customer: 'Titular',
    taxId: 'NIF',
    cups: 'CUPS',
    supplyAddress: 'Adreça de subministrament',
    requestedOn: 'Data de la sol·licitud',
    request: 'Què signes',
    newIban: 'Compte bancari nou',
    newPowers: 'Potències noves',
    sipsStatement: 'Demano que les meves dades de consum no es cedeixin al SIPS.',
    tariff: 'Tarifa d’accés',
    priceList: 'Producte',
    powers: 'Potències contractades',
    iban: 'Compte de domiciliació',
    declaration:
      'En introduir el codi d’un sol ús declares que has llegit aquest document i que hi estàs d’acord. Desem l’empremta SHA-256 d’aquest PDF, l’hora, l’adreça des d’on signes i el navegador com a prova de la signatura.',
    reference: (id) => `Referència de la signatura: ${id}`,
  },
  sealedTitle: (kind) => `${kind} (signat)`,
  linkMail: {
    subject: (kind, contract) => `Signa: ${kind} del contracte ${contract}`,
    intro: (kind, contract) =>
      `Tens un document pendent de signar del contracte ${contract}: ${kind}. Obre l’enllaç, revisa’l i signa’l amb un codi que t’enviarem.`,
    expiry: (date) => `L’enllaç funciona fins al ${date} i només serveix per a aquesta signatura.`,
    action: 'Revisa i signa el document',
  },
  codeMail: {
    subject: 'El teu codi per signar',
    intro: 'Aquest és el teu codi per signar el document:',
    validity: (minutes) => `És vàlid durant ${minutes} minuts. No el comparteixis amb ningú.`,
    notYou: 'Si no l’has demanat tu, no facis res: sense el codi no es pot signar.',
  },
  approvedMail: {
    subject: (kind, contract) => `Aprovat: ${kind} del contracte ${contract}`,
    intro: (kind, contract) => `Hem aprovat el document que vas signar del contracte ${contract} (${kind}).`,
    effective: (date) => `Entra en vigor el ${date}.`,
    action: 'Mira el contracte',
  },
  rejectedMail: {
    subject: (kind, contract) => `No aprovat: ${kind} del contracte ${contract}`,
    intro: (kind, contract) => `No hem pogut aprovar el document que vas signar del contracte ${contract} (${kind}).`,
    reason: 'El motiu',
    action: 'Mira el contracte',
  },
};
