import type { SignaturesTexts } from './signatures-texts.ts';

/** Spanish words of the signatures. */
export const SIGNATURES_ES_ES: SignaturesTexts = {
  kinds: {
    iban: 'Cambio de cuenta bancaria',
    power: 'Cambio de potencia contratada',
    no_cession_sips: 'No ceder los datos de consumo (SIPS)',
    contract: 'Nuevo contrato de suministro',
  },
  pdf: {
    title: (kind) => `${kind}: documento para firmar`,
    intro: 'Revisa los datos siguientes. Los firmas introduciendo el código de un solo uso que te enviamos.',
    contract: 'Contrato',
    customer: 'Titular',
    taxId: 'NIF',
    cups: 'CUPS',
    supplyAddress: 'Dirección de suministro',
    requestedOn: 'Fecha de la solicitud',
    request: 'Qué firmas',
    newIban: 'Cuenta bancaria nueva',
    newPowers: 'Potencias nuevas',
    sipsStatement: 'Pido que mis datos de consumo no se cedan al SIPS.',
    tariff: 'Tarifa de acceso',
    priceList: 'Producto',
    powers: 'Potencias contratadas',
    iban: 'Cuenta de domiciliación',
    declaration:
      'Al introducir el código de un solo uso declaras que has leído este documento y que estás de acuerdo. Guardamos la huella SHA-256 de este PDF, la hora, la dirección desde la que firmas y el navegador como prueba de la firma.',
    reference: (id) => `Referencia de la firma: ${id}`,
  },
  sealedTitle: (kind) => `${kind} (firmado)`,
  linkMail: {
    subject: (kind, contract) => `Firma: ${kind} del contrato ${contract}`,
    intro: (kind, contract) =>
      `Tienes un documento pendiente de firmar del contrato ${contract}: ${kind}. Abre el enlace, revísalo y fírmalo con un código que te enviaremos.`,
    expiry: (date) => `El enlace funciona hasta el ${date} y solo sirve para esta firma.`,
    action: 'Revisa y firma el documento',
  },
  codeMail: {
    subject: 'Tu código para firmar',
    intro: 'Este es tu código para firmar el documento:',
    validity: (minutes) => `Es válido durante ${minutes} minutos. No lo compartas con nadie.`,
    notYou: 'Si no lo has pedido tú, no hagas nada: sin el código no se puede firmar.',
  },
  approvedMail: {
    subject: (kind, contract) => `Aprobado: ${kind} del contrato ${contract}`,
    intro: (kind, contract) => `Hemos aprobado el documento que firmaste del contrato ${contract} (${kind}).`,
    effective: (date) => `Entra en vigor el ${date}.`,
    action: 'Mira el contrato',
  },
  rejectedMail: {
    subject: (kind, contract) => `No aprobado: ${kind} del contrato ${contract}`,
    intro: (kind, contract) => `No hemos podido aprobar el documento que firmaste del contrato ${contract} (${kind}).`,
    reason: 'El motivo',
    action: 'Mira el contrato',
  },
};
