import type { TResidenceType, TWizardFile } from '@portal/domain';
import { EMPTY_ADDRESS, type TAddressForm } from '../../../shared/address/address-form.ts';

/**
 * What the visitor typed on each step (visitor-and-shell §3.9), as the fields hold it: text for
 * what is typed or chosen from a list, booleans for switches and boxes, files as the lead sends
 * them (a new one as a data URL, one the lead holds by its id). The step schemas read these
 * through step-input.ts; nothing here is checked.
 */

/** A yes/no question that starts unanswered (the change of owner: required, never assumed). */
export type TYesNo = '' | 'yes' | 'no';

export interface TInstallationValues {
  cups: string;
  address: TAddressForm;
  residenceType: TResidenceType;
  /** The chosen cnae's id, for a business. */
  cnae: string;
  activeContract: boolean;
  comerOrigin: string;
  acceptMorosityVerification: boolean;
  invoice: TWizardFile[];
  leadsConsent: boolean;
}

export interface TPersonValues {
  vat: string;
  name: string;
  surName1: string;
  surName2: string;
  mobile: string;
  email: string;
  company: boolean;
  vatRepresentante: string;
  nameRepresentante: string;
  surName1Representante: string;
  surName2Representante: string;
  nifFaceup: TWizardFile[];
  nifEmpresa: TWizardFile[];
  changeOwner: TYesNo;
  commsLanguage: string;
  sameInvoiceAddress: boolean;
  ownerAddress: TAddressForm;
}

/** The coupon's flow (§4.3): idle, validating, then applied or invalid; 'repeated' is the same code applied again. */
export type TCouponStatus = 'idle' | 'validating' | 'applied' | 'invalid' | 'repeated' | 'failed';

export interface TPromotion {
  /** The code as typed. */
  promotionalCode: string;
  /** The code the API said is valid: the one the price list and the lead carry. */
  appliedCode: string;
}

export interface TContractValues extends TPromotion {
  power: string;
  power2: string;
  power3: string;
  power4: string;
  power5: string;
  power6: string;
  accessTariff: string;
  selectedProduct: string;
  selectedProductName: string;
  selfcons: boolean;
  selfconsAttachments: TWizardFile[];
}

export interface TGasContractValues extends TPromotion {
  includeGas: boolean;
  cups: string;
  activeContract: boolean;
  changeOwner: TYesNo;
  comerOrigin: string;
  accessTariff: string;
  selectedProduct: string;
  selectedProductName: string;
  invoice: TWizardFile[];
}

export interface TPaymentValues {
  iban: string;
  isOwner: boolean;
}

export interface TConfirmationValues {
  acceptOVConditions: boolean;
  acceptGdpr: boolean;
  acceptPublicity: boolean;
}

/** The steps that are a section of the lead (every step but finish). */
export interface TWizardValues {
  installation: TInstallationValues;
  person: TPersonValues;
  contract: TContractValues;
  gasContract: TGasContractValues;
  payment: TPaymentValues;
  confirmation: TConfirmationValues;
}
export type TSectionName = keyof TWizardValues;
export const SECTION_NAMES: readonly TSectionName[] = ['installation', 'person', 'contract', 'gasContract', 'payment', 'confirmation'];

export const isSection = (step: string): step is TSectionName => (SECTION_NAMES as readonly string[]).includes(step);

/** A fresh wizard: a habitual residence (§3.9 default), the supply address for the invoices, gas included in the gas wizard. */
export function emptyWizardValues(gasOnly: boolean): TWizardValues {
  return {
    installation: {
      cups: '',
      address: { ...EMPTY_ADDRESS },
      residenceType: 'habitual',
      cnae: '',
      activeContract: false,
      comerOrigin: '',
      acceptMorosityVerification: false,
      invoice: [],
      leadsConsent: false,
    },
    person: {
      vat: '',
      name: '',
      surName1: '',
      surName2: '',
      mobile: '',
      email: '',
      company: false,
      vatRepresentante: '',
      nameRepresentante: '',
      surName1Representante: '',
      surName2Representante: '',
      nifFaceup: [],
      nifEmpresa: [],
      changeOwner: '',
      commsLanguage: '',
      sameInvoiceAddress: true,
      ownerAddress: { ...EMPTY_ADDRESS },
    },
    contract: {
      power: '',
      power2: '',
      power3: '',
      power4: '',
      power5: '',
      power6: '',
      accessTariff: '',
      selectedProduct: '',
      selectedProductName: '',
      promotionalCode: '',
      appliedCode: '',
      selfcons: false,
      selfconsAttachments: [],
    },
    gasContract: {
      includeGas: gasOnly,
      cups: '',
      activeContract: false,
      changeOwner: '',
      comerOrigin: '',
      accessTariff: '',
      selectedProduct: '',
      selectedProductName: '',
      promotionalCode: '',
      appliedCode: '',
      invoice: [],
    },
    payment: { iban: '', isOwner: false },
    confirmation: { acceptOVConditions: false, acceptGdpr: false, acceptPublicity: false },
  };
}
