import type { LeadsTexts } from './leads-texts.ts';

/** German words of the leads (the acknowledgement, the sales notification, the CSV). */
export const LEADS_DE_DE: LeadsTexts = {
  kinds: {
    electricity_comparator: 'dem Stromvergleich',
    gas_comparator: 'dem Gasvergleich',
    power_calculator: 'dem Leistungsrechner',
  },
  hours: {
    '9-13h': 'zwischen 9 und 13 Uhr',
    '13-15h': 'zwischen 13 und 15 Uhr',
    '15-19h': 'zwischen 15 und 19 Uhr',
    '19-21h': 'zwischen 19 und 21 Uhr',
  },
  receivedMail: {
    subject: 'Wir haben Ihre Anfrage erhalten',
    asked: (kind) => `Wir haben die Kontaktanfrage erhalten, die Sie uns aus ${kind} gesendet haben.`,
    askedInvoice: (kind) => `Wir haben die Rechnung erhalten, die Sie uns aus ${kind} zur Prüfung gesendet haben.`,
    call: (hours) => `Unser Vertriebsteam ruft Sie wie gewünscht ${hours} an.`,
    reachUs: 'Wenn Sie uns vorher brauchen, erreichen Sie uns so:',
    phone: 'Telefon:',
    schedule: 'Erreichbarkeit:',
    email: 'E-Mail:',
    notYou:
      'Wenn Sie das nicht waren, können Sie diese Nachricht ignorieren: Jemand hat Ihre Adresse in ein Formular unserer Website eingegeben.',
  },
  salesMail: {
    subject: (kind, id) => `Neue Anfrage ${id} aus ${kind}`,
    intro: 'Ein Besucher hat diese Kontaktanfrage gesendet:',
    invoiceStored: (command) => `Die Rechnung ist mit der Anfrage gespeichert; laden Sie sie herunter mit: ${command}`,
    noInvoice: 'Keine',
  },
  fields: {
    id: 'Nummer',
    createdAt: 'Eingegangen',
    kind: 'Werkzeug',
    mode: 'Modus',
    name: 'Vorname',
    surname1: 'Erster Nachname',
    surname2: 'Zweiter Nachname',
    email: 'E-Mail',
    telephone: 'Telefon',
    contactHours: 'Kontaktzeit',
    consent: 'Einwilligung',
    language: 'Sprache',
    cups: 'CUPS',
    invoice: 'Rechnung',
    payload: 'Daten',
  },
  modes: { result: 'Nach dem Ergebnis', manual: 'Rechnung gesendet' },
  yes: 'Ja',
  no: 'Nein',
};
