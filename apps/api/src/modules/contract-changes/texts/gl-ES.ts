import type { ContractChangesTexts } from './contract-changes-texts.ts';

/** Galician words of the contract changes' mails. */
export const CONTRACT_CHANGES_GL_ES: ContractChangesTexts = {
  requestedMail: {
    subject: (contract) => `Recibimos a túa solicitude de cambio do contrato ${contract}`,
    intro: (change, contract) => `Recibimos a túa solicitude de cambio (${change}) do contrato ${contract}.`,
    signature:
      'O cambio queda pendente da túa sinatura: enviarémosche o documento para que o asines e, unha vez asinado, entrará en vigor.',
    changes: { iban: 'conta bancaria', power: 'potencia contratada', no_cession_sips: 'non ceder os datos de consumo (SIPS)' },
  },
  appliedMail: {
    subject: (contract) => `Aplicouse un cambio no contrato ${contract}`,
    intro: (change, contract) => `O cambio que fixeches no contrato ${contract} (${change}) xa está en vigor.`,
    changes: {
      ref_catastral: 'referencia catastral',
      invoice_online: 'forma de recibir as facturas',
      contact_field: 'datos de contacto',
      notification_address: 'enderezo de notificación',
    },
  },
  action: 'Ver as comunicacións do contrato',
};
