import type { SignaturesTexts } from './signatures-texts.ts';

/** Galician words of the signatures. */
export const SIGNATURES_GL_ES: SignaturesTexts = {
  kinds: {
    iban: 'Cambio de conta bancaria',
    power: 'Cambio de potencia contratada',
    no_cession_sips: 'Non ceder os datos de consumo (SIPS)',
    contract: 'Novo contrato de subministración',
  },
  pdf: {
    title: (kind) => `${kind}: documento para asinar`,
    intro: 'Revisa os datos seguintes. Asínalos introducindo o código dun só uso que che enviamos.',
    contract: 'Contrato',
    customer: 'Titular',
    taxId: 'NIF',
    cups: 'CUPS',
    supplyAddress: 'Enderezo de subministración',
    requestedOn: 'Data da solicitude',
    request: 'Que asinas',
    newIban: 'Conta bancaria nova',
    newPowers: 'Potencias novas',
    sipsStatement: 'Pido que os meus datos de consumo non se cedan ao SIPS.',
    tariff: 'Tarifa de acceso',
    priceList: 'Produto',
    powers: 'Potencias contratadas',
    iban: 'Conta de domiciliación',
    declaration:
      'Ao introducires o código dun só uso declaras que liches este documento e que estás de acordo. Gardamos a pegada SHA-256 deste PDF, a hora, o enderezo desde o que asinas e o navegador como proba da sinatura.',
    reference: (id) => `Referencia da sinatura: ${id}`,
  },
  sealedTitle: (kind) => `${kind} (asinado)`,
  linkMail: {
    subject: (kind, contract) => `Asina: ${kind} do contrato ${contract}`,
    intro: (kind, contract) =>
      `Tes un documento pendente de asinar do contrato ${contract}: ${kind}. Abre a ligazón, revísao e asínao cun código que che enviaremos.`,
    expiry: (date) => `A ligazón funciona ata o ${date} e só serve para esta sinatura.`,
    action: 'Revisa e asina o documento',
  },
  codeMail: {
    subject: 'O teu código para asinar',
    intro: 'Este é o teu código para asinar o documento:',
    validity: (minutes) => `É válido durante ${minutes} minutos. Non o compartas con ninguén.`,
    notYou: 'Se non o pediches ti, non fagas nada: sen o código non se pode asinar.',
  },
  approvedMail: {
    subject: (kind, contract) => `Aprobado: ${kind} do contrato ${contract}`,
    intro: (kind, contract) => `Aprobamos o documento que asinaches do contrato ${contract} (${kind}).`,
    effective: (date) => `Entra en vigor o ${date}.`,
    action: 'Mira o contrato',
  },
  rejectedMail: {
    subject: (kind, contract) => `Non aprobado: ${kind} do contrato ${contract}`,
    intro: (kind, contract) => `Non puidemos aprobar o documento que asinaches do contrato ${contract} (${kind}).`,
    reason: 'O motivo',
    action: 'Mira o contrato',
  },
};
