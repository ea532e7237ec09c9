import type { ContractChangesTexts } from './contract-changes-texts.ts';

/** Spanish words of the contract changes' mails. */
export const CONTRACT_CHANGES_ES_ES: ContractChangesTexts = {
  requestedMail: {
    subject: (contract) => `Hemos recibido tu solicitud de cambio del contrato ${contract}`,
    intro: (change, contract) => `Hemos recibido tu solicitud de cambio (${change}) del contrato ${contract}.`,
    signature: 'El cambio queda pendiente de tu firma: te enviaremos el documento para que lo firmes y, una vez firmado, entrará en vigor.',
    changes: { iban: 'cuenta bancaria', power: 'potencia contratada', no_cession_sips: 'no ceder los datos de consumo (SIPS)' },
  },
  appliedMail: {
    subject: (contract) => `Se ha aplicado un cambio en el contrato ${contract}`,
    intro: (change, contract) => `El cambio que has hecho en el contrato ${contract} (${change}) ya está en vigor.`,
    changes: {
      ref_catastral: 'referencia catastral',
      invoice_online: 'forma de recibir las facturas',
      contact_field: 'datos de contacto',
      notification_address: 'dirección de notificación',
    },
  },
  action: 'Ver las comunicaciones del contrato',
};
