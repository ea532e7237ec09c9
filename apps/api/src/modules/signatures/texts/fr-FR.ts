import type { SignaturesTexts } from './signatures-texts.ts';

/** French words of the signatures. */
export const SIGNATURES_FR_FR: SignaturesTexts = {
  kinds: {
    iban: 'Changement de compte bancaire',
    power: 'Changement de puissance souscrite',
    no_cession_sips: 'Refus de partager les données de consommation (SIPS)',
    contract: 'Nouveau contrat de fourniture',
  },
  pdf: {
    title: (kind) => `${kind} : document à signer`,
    intro: 'Vérifiez les informations ci-dessous. Vous les signez en saisissant le code à usage unique que nous vous envoyons.',
    contract: 'Contrat',
    customer: 'Titulaire',
    taxId: 'NIF',
    cups: 'CUPS',
    supplyAddress: 'Adresse de fourniture',
    requestedOn: 'Date de la demande',
    request: 'Ce que vous signez',
    newIban: 'Nouveau compte bancaire',
    newPowers: 'Nouvelles puissances',
    sipsStatement: 'Je demande que mes données de consommation ne soient pas partagées avec le SIPS.',
    tariff: 'Tarif d’accès',
    priceList: 'Produit',
    powers: 'Puissances souscrites',
    iban: 'Compte de prélèvement',
    declaration:
      'En saisissant le code à usage unique, vous déclarez avoir lu ce document et l’accepter. Nous conservons l’empreinte SHA-256 de ce PDF, l’heure, l’adresse depuis laquelle vous signez et votre navigateur comme preuve de la signature.',
    reference: (id) => `Référence de la signature : ${id}`,
  },
  sealedTitle: (kind) => `${kind} (signé)`,
  linkMail: {
    subject: (kind, contract) => `À signer : ${kind}, contrat ${contract}`,
    intro: (kind, contract) =>
      `Un document du contrat ${contract} attend votre signature : ${kind}. Ouvrez le lien, vérifiez-le et signez-le avec un code que nous vous enverrons.`,
    expiry: (date) => `Le lien fonctionne jusqu’au ${date} et uniquement pour cette signature.`,
    action: 'Vérifier et signer le document',
  },
  codeMail: {
    subject: 'Votre code de signature',
    intro: 'Voici votre code pour signer le document :',
    validity: (minutes) => `Il est valable ${minutes} minutes. Ne le communiquez à personne.`,
    notYou: 'Si vous ne l’avez pas demandé, ne faites rien : sans le code, rien ne peut être signé.',
  },
  approvedMail: {
    subject: (kind, contract) => `Approuvé : ${kind}, contrat ${contract}`,
    intro: (kind, contract) => `Nous avons approuvé le document que vous avez signé pour le contrat ${contract} (${kind}).`,
    effective: (date) => `Il prend effet le ${date}.`,
    action: 'Voir le contrat',
  },
  rejectedMail: {
    subject: (kind, contract) => `Non approuvé : ${kind}, contrat ${contract}`,
    intro: (kind, contract) => `Nous n’avons pas pu approuver le document que vous avez signé pour le contrat ${contract} (${kind}).`,
    reason: 'Le motif',
    action: 'Voir le contrat',
  },
};
