import type { LeadsTexts } from './leads-texts.ts';

/** French words of the leads (the acknowledgement, the sales notification, the CSV). */
export const LEADS_FR_FR: LeadsTexts = {
  kinds: {
    electricity_comparator: 'le comparateur d’électricité',
    gas_comparator: 'le comparateur de gaz',
    power_calculator: 'le calculateur de puissance',
  },
  hours: { '9-13h': 'entre 9 h et 13 h', '13-15h': 'entre 13 h et 15 h', '15-19h': 'entre 15 h et 19 h', '19-21h': 'entre 19 h et 21 h' },
  receivedMail: {
    subject: 'Nous avons bien reçu votre demande',
    asked: (kind) => `Nous avons bien reçu la demande de contact que vous nous avez envoyée depuis ${kind}.`,
    askedInvoice: (kind) => `Nous avons bien reçu la facture que vous nous avez envoyée depuis ${kind} pour que nous l’étudiions.`,
    call: (hours) => `Notre équipe commerciale vous appellera ${hours}, comme vous l’avez demandé.`,
    reachUs: 'Si vous avez besoin de nous avant, vous pouvez nous contacter :',
    phone: 'Téléphone :',
    schedule: 'Horaires :',
    email: 'E-mail :',
    notYou: 'Si ce n’était pas vous, vous pouvez ignorer ce message : quelqu’un a indiqué votre adresse dans un formulaire de notre site.',
  },
  salesMail: {
    subject: (kind, id) => `Nouvelle demande ${id} depuis ${kind}`,
    intro: 'Un visiteur a envoyé cette demande de contact :',
    invoiceStored: (command) => `La facture est enregistrée avec la demande ; téléchargez-la avec : ${command}`,
    noInvoice: 'Aucune',
  },
  fields: {
    id: 'Numéro',
    createdAt: 'Reçue',
    kind: 'Outil',
    mode: 'Mode',
    name: 'Prénom',
    surname1: 'Premier nom',
    surname2: 'Second nom',
    email: 'E-mail',
    telephone: 'Téléphone',
    contactHours: 'Horaires de contact',
    consent: 'Consentement',
    language: 'Langue',
    cups: 'CUPS',
    invoice: 'Facture',
    payload: 'Données',
  },
  modes: { result: 'Après le résultat', manual: 'Facture envoyée' },
  yes: 'Oui',
  no: 'Non',
};
