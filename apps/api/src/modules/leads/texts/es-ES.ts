import type { LeadsTexts } from './leads-texts.ts';

/** Spanish words of the leads (the acknowledgement, the sales notification, the CSV). */
export const LEADS_ES_ES: LeadsTexts = {
  kinds: {
    electricity_comparator: 'el comparador de luz',
    gas_comparator: 'el comparador de gas',
    power_calculator: 'la calculadora de potencia',
  },
  hours: {
    '9-13h': 'entre las 9 y las 13 h',
    '13-15h': 'entre las 13 y las 15 h',
    '15-19h': 'entre las 15 y las 19 h',
    '19-21h': 'entre las 19 y las 21 h',
  },
  receivedMail: {
    subject: 'Hemos recibido tu solicitud',
    asked: (kind) => `Hemos recibido la solicitud de contacto que nos has enviado desde ${kind}.`,
    askedInvoice: (kind) => `Hemos recibido la factura que nos has enviado desde ${kind} para que la estudiemos.`,
    call: (hours) => `Nuestro equipo comercial te llamará ${hours}, como has pedido.`,
    reachUs: 'Si nos necesitas antes, puedes contactar con nosotros:',
    phone: 'Teléfono:',
    schedule: 'Horario:',
    email: 'Correo electrónico:',
    notYou: 'Si no has sido tú, puedes ignorar este mensaje: alguien ha indicado tu dirección en un formulario de nuestra web.',
  },
  salesMail: {
    subject: (kind, id) => `Nueva solicitud ${id} desde ${kind}`,
    intro: 'Un visitante ha enviado esta solicitud de contacto:',
    invoiceStored: (command) => `La factura está guardada con la solicitud; descárgala con: ${command}`,
    noInvoice: 'Ninguna',
  },
  fields: {
    id: 'Número',
    createdAt: 'Recibida',
    kind: 'Herramienta',
    mode: 'Modo',
    name: 'Nombre',
    surname1: 'Primer apellido',
    surname2: 'Segundo apellido',
    email: 'Correo electrónico',
    telephone: 'Teléfono',
    contactHours: 'Horario de contacto',
    consent: 'Consentimiento',
    language: 'Idioma',
    cups: 'CUPS',
    invoice: 'Factura',
    payload: 'Datos',
  },
  modes: { result: 'Tras el resultado', manual: 'Factura enviada' },
  yes: 'Sí',
  no: 'No',
};
