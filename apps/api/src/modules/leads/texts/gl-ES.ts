import type { LeadsTexts } from './leads-texts.ts';

/** Galician words of the leads (the acknowledgement, the sales notification, the CSV). */
export const LEADS_GL_ES: LeadsTexts = {
  kinds: {
    electricity_comparator: 'o comparador de luz',
    gas_comparator: 'o comparador de gas',
    power_calculator: 'a calculadora de potencia',
  },
  hours: {
    '9-13h': 'entre as 9 e as 13 h',
    '13-15h': 'entre as 13 e as 15 h',
    '15-19h': 'entre as 15 e as 19 h',
    '19-21h': 'entre as 19 e as 21 h',
  },
  receivedMail: {
    subject: 'Recibimos a túa solicitude',
    asked: (kind) => `Recibimos a solicitude de contacto que nos enviaches desde ${kind}.`,
    askedInvoice: (kind) => `Recibimos a factura que nos enviaches desde ${kind} para que a estudemos.`,
    call: (hours) => `O noso equipo comercial chamarate ${hours}, como pediches.`,
    reachUs: 'Se nos necesitas antes, podes contactar connosco:',
    phone: 'Teléfono:',
    schedule: 'Horario:',
    email: 'Correo electrónico:',
    notYou: 'Se non fuches ti, podes ignorar esta mensaxe: alguén indicou o teu enderezo nun formulario da nosa web.',
  },
  salesMail: {
    subject: (kind, id) => `Nova solicitude ${id} desde ${kind}`,
    intro: 'Un visitante enviou esta solicitude de contacto:',
    invoiceStored: (command) => `A factura está gardada coa solicitude; descárgaa con: ${command}`,
    noInvoice: 'Ningunha',
  },
  fields: {
    id: 'Número',
    createdAt: 'Recibida',
    kind: 'Ferramenta',
    mode: 'Modo',
    name: 'Nome',
    surname1: 'Primeiro apelido',
    surname2: 'Segundo apelido',
    email: 'Correo electrónico',
    telephone: 'Teléfono',
    contactHours: 'Horario de contacto',
    consent: 'Consentimento',
    language: 'Idioma',
    cups: 'CUPS',
    invoice: 'Factura',
    payload: 'Datos',
  },
  modes: { result: 'Tras o resultado', manual: 'Factura enviada' },
  yes: 'Si',
  no: 'Non',
};
