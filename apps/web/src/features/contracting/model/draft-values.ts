import {
  formatKw,
  leadStepNumber,
  RESIDENCE_TYPES,
  type TLanguage,
  type TLeadDraft,
  type TResidenceType,
  type TStepName,
  type TWizardFile,
} from '@portal/domain';
import { ADDRESS_PARTS, type TAddressForm } from '../../../shared/address/address-form.ts';
import type { TWizardValues, TYesNo } from './wizard-values.ts';
import { isSection, type TSectionName } from './wizard-values.ts';

/**
 * A lead's draft (GET leads/draft) read back into the fields (docs/contracting.md, "Coming back"):
 * what the lead stored, as the visitor would have typed it. Read leniently: a value of another
 * shape leaves the field as it was, and the step's schema asks for it again.
 */
type TRecord = Record<string, unknown>;

const text = (value: unknown, fallback = ''): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback;
const flag = (value: unknown, fallback: boolean): boolean => (typeof value === 'boolean' ? value : fallback);
const yesNo = (value: unknown): TYesNo => (value === true ? 'yes' : value === false ? 'no' : '');
const record = (value: unknown): TRecord => (typeof value === 'object' && value !== null ? (value as TRecord) : {});

/** The files the lead holds, named by their ids (never sent again). */
function files(value: unknown): TWizardFile[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((file) => {
    const { id, name } = record(file);
    return typeof id === 'number' && typeof name === 'string' ? [{ id, name }] : [];
  });
}

function address(value: unknown, current: TAddressForm): TAddressForm {
  const given = record(value);
  return Object.fromEntries(ADDRESS_PARTS.map((part) => [part, text(given[part], current[part])])) as TAddressForm;
}

const power = (value: unknown, language: TLanguage) => (typeof value === 'number' && value > 0 ? formatKw(value, language) : '');

function fill(values: TWizardValues, draft: TLeadDraft, language: TLanguage): TWizardValues {
  const next = structuredClone(values);
  if (draft.installation) {
    const given = draft.installation;
    const residence = RESIDENCE_TYPES.includes(given.residenceType as TResidenceType)
      ? (given.residenceType as TResidenceType)
      : 'habitual';
    next.installation = {
      ...next.installation,
      cups: text(given.cups),
      address: address(given.address, next.installation.address),
      residenceType: residence,
      cnae: residence === 'business' ? text(record(given.cnae).id) : '',
      activeContract: flag(given.activeContract, false),
      comerOrigin: text(given.comerOrigin),
      acceptMorosityVerification: flag(given.acceptMorosityVerification, false),
      invoice: files(given.invoice),
      leadsConsent: flag(given.leadsConsent, false),
    };
  }
  if (draft.person) {
    const given = draft.person;
    const company = flag(given.company, false);
    next.person = {
      ...next.person,
      vat: text(given.vat),
      name: text(given.name),
      surName1: text(given.surName1),
      surName2: text(given.surName2),
      mobile: text(given.mobile),
      email: text(given.email),
      company,
      vatRepresentante: text(given.vatRepresentante),
      nameRepresentante: text(given.nameRepresentante),
      surName1Representante: text(given.surName1Representante),
      surName2Representante: text(given.surName2Representante),
      nifFaceup: files(given.nifFaceup),
      nifEmpresa: files(given.nifEmpresa),
      changeOwner: yesNo(given.changeOwner),
      commsLanguage: text(given.commsLanguage),
      sameInvoiceAddress: flag(given.sameInvoiceAddress, true),
      ownerAddress: address(given.ownerAddress, next.person.ownerAddress),
    };
  }
  if (draft.contract) {
    const given = draft.contract;
    const code = text(given.promotionalCode);
    next.contract = {
      ...next.contract,
      power: power(given.power, language),
      power2: power(given.power2, language),
      power3: power(given.power3, language),
      power4: power(given.power4, language),
      power5: power(given.power5, language),
      power6: power(given.power6, language),
      accessTariff: text(given.accessTariff),
      selectedProduct: text(given.selectedProduct),
      selectedProductName: text(given.selectedProductName),
      promotionalCode: code,
      appliedCode: code,
      selfcons: flag(given.selfcons, false),
      selfconsAttachments: files(given.selfconsAttachments),
    };
  }
  if (draft.gasContract) {
    const given = draft.gasContract;
    const code = text(given.promotionalCode);
    next.gasContract = {
      ...next.gasContract,
      includeGas: flag(given.includeGas, next.gasContract.includeGas),
      cups: text(given.cups),
      activeContract: flag(given.activeContract, false),
      changeOwner: yesNo(given.changeOwner),
      comerOrigin: text(given.comerOrigin),
      accessTariff: text(given.accessTariff),
      selectedProduct: text(given.selectedProduct),
      selectedProductName: text(given.selectedProductName),
      promotionalCode: code,
      appliedCode: code,
      invoice: files(given.invoice),
    };
  }
  if (draft.payment) {
    next.payment = { iban: text(draft.payment.iban), isOwner: flag(draft.payment.isOwner, false) };
  }
  return next;
}

export interface TResumedWizard {
  values: TWizardValues;
  done: TStepName[];
  current: TStepName;
  resumed: Partial<Record<TSectionName, string>>;
}

/**
 * Where the visitor left (§4.3's step numbers): the steps whose section the lead holds, up to
 * the step it reached, are done; the wizard opens on the first step that is not.
 */
export function resumeFromDraft(
  draft: TLeadDraft,
  values: TWizardValues,
  steps: (values: TWizardValues) => readonly TStepName[],
  language: TLanguage,
): TResumedWizard {
  const filled = fill(values, draft, language);
  const list = steps(filled);
  const done = list.filter((step) => {
    const number = leadStepNumber(step);
    return (
      isSection(step) &&
      step !== 'confirmation' &&
      number !== undefined &&
      number <= draft.step &&
      (draft as Record<string, unknown>)[step] != null
    );
  });
  const current = list.find((step) => !done.includes(step)) ?? 'installation';
  const resumed: Partial<Record<TSectionName, string>> = {};
  for (const step of done) if (isSection(step)) resumed[step] = JSON.stringify(filled[step]);
  return { values: filled, done, current, resumed };
}
