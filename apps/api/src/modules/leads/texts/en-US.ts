import type { LeadsTexts } from './leads-texts.ts';

/** English words of the leads (the acknowledgement, the sales notification, the CSV). */
export const LEADS_EN_US: LeadsTexts = {
  kinds: {
    electricity_comparator: 'the electricity comparator',
    gas_comparator: 'the gas comparator',
    power_calculator: 'the power calculator',
  },
  hours: {
    '9-13h': 'between 9 am and 1 pm',
    '13-15h': 'between 1 pm and 3 pm',
    '15-19h': 'between 3 pm and 7 pm',
    '19-21h': 'between 7 pm and 9 pm',
  },
  receivedMail: {
    subject: 'We have received your request',
    asked: (kind) => `We have received the contact request you sent us from ${kind}.`,
    askedInvoice: (kind) => `We have received the invoice you sent us from ${kind} for us to study.`,
    call: (hours) => `Our sales team will call you ${hours}, as you asked.`,
    reachUs: 'If you need us before then, you can reach us:',
    phone: 'Phone:',
    schedule: 'Opening hours:',
    email: 'Email:',
    notYou: 'If this was not you, you can ignore this message: someone entered your address in a form on our website.',
  },
  salesMail: {
    subject: (kind, id) => `New request ${id} from ${kind}`,
    intro: 'A visitor sent this contact request:',
    invoiceStored: (command) => `The invoice is stored with the request; download it with: ${command}`,
    noInvoice: 'None',
  },
  fields: {
    id: 'Number',
    createdAt: 'Received',
    kind: 'Tool',
    mode: 'Mode',
    name: 'First name',
    surname1: 'First surname',
    surname2: 'Second surname',
    email: 'Email',
    telephone: 'Phone',
    contactHours: 'Contact hours',
    consent: 'Consent',
    language: 'Language',
    cups: 'CUPS',
    invoice: 'Invoice',
    payload: 'Data',
  },
  modes: { result: 'After the result', manual: 'Invoice sent' },
  yes: 'Yes',
  no: 'No',
};
