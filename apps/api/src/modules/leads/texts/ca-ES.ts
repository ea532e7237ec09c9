import type { LeadsTexts } from './leads-texts.ts';

/** Catalan words of the leads (the acknowledgement, the sales notification, the CSV). */
export const LEADS_CA_ES: LeadsTexts = {
  kinds: {
    electricity_comparator: 'el comparador de llum',
    gas_comparator: 'el comparador de gas',
    power_calculator: 'la calculadora de potència',
  },
  hours: {
    '9-13h': 'entre les 9 i les 13 h',
    '13-15h': 'entre les 13 i les 15 h',
    '15-19h': 'entre les 15 i les 19 h',
    '19-21h': 'entre les 19 i les 21 h',
  },
  receivedMail: {
    subject: 'Hem rebut la teva sol·licitud',
    asked: (kind) => `Hem rebut la sol·licitud de contacte que ens has enviat des de ${kind}.`,
    askedInvoice: (kind) => `Hem rebut la factura que ens has enviat des de ${kind} perquè l'estudiem.`,
    call: (hours) => `El nostre equip comercial et trucarà ${hours}, tal com has demanat.`,
    reachUs: 'Si ens necessites abans, pots contactar amb nosaltres:',
    phone: 'Telèfon:',
    schedule: 'Horari:',
    email: 'Correu electrònic:',
    notYou: 'Si no has estat tu, pots ignorar aquest missatge: algú ha indicat la teva adreça en un formulari del nostre web.',
  },
  salesMail: {
    subject: (kind, id) => `Nova sol·licitud ${id} des de ${kind}`,
    intro: 'Un visitant ha enviat aquesta sol·licitud de contacte:',
    invoiceStored: (command) => `La factura està desada amb la sol·licitud; descarrega-la amb: ${command}`,
    noInvoice: 'Cap',
  },
  fields: {
    id: 'Número',
    createdAt: 'Rebuda',
    kind: 'Eina',
    mode: 'Mode',
    name: 'Nom',
    surname1: 'Primer cognom',
    surname2: 'Segon cognom',
    email: 'Correu electrònic',
    telephone: 'Telèfon',
    contactHours: 'Horari de contacte',
    consent: 'Consentiment',
    language: 'Idioma',
    cups: 'CUPS',
    invoice: 'Factura',
    payload: 'Dades',
  },
  modes: { result: 'Després del resultat', manual: 'Factura enviada' },
  yes: 'Sí',
  no: 'No',
};
