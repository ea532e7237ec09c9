import { cnaeForResidence, contractPowers, kwTextToWatts, selfConsumptionCode, type TCnae, type TContractingType } from '@portal/domain';
import type { TAddressForm } from '../../../shared/address/address-form.ts';
import type {
  TConfirmationValues,
  TContractValues,
  TGasContractValues,
  TInstallationValues,
  TPaymentValues,
  TPersonValues,
  TYesNo,
} from './wizard-values.ts';

/**
 * What each step's schema reads (packages/domain/src/contracting/*-step-schema.ts), made of what
 * the fields hold: numbers from the typed text, ids from the lists, the cnae that the residence
 * forces (§4.3), the self-consumption code (§4.3), the powers P3..P6 set to 0 up to 15 kW (§4.3),
 * and only the files and answers the other fields ask for. The same schema then checks it here
 * and on the server.
 */

/** An id chosen from a list ('' when none). */
export const optionalId = (value: string): number | undefined => (value === '' ? undefined : Number(value));

const yesNo = (value: TYesNo): boolean | undefined => (value === '' ? undefined : value === 'yes');

/**
 * A power as typed, in kW (a comma or a dot, at most three decimals): '' is 0 (not given, which
 * the schema calls required for P1 and P2), anything else unreadable is NaN (power_value_invalid).
 */
export function powerOf(typed: string): number {
  const trimmed = typed.trim();
  if (trimmed === '') return 0;
  const watts = kwTextToWatts(trimmed);
  return Number.isNaN(watts) ? Number.NaN : watts / 1000;
}

const addressInput = (address: TAddressForm) => ({ ...address });

export function installationInput(values: TInstallationValues, context: { cnaes: readonly TCnae[] | undefined; authenticated: boolean }) {
  const chosen = context.cnaes?.find((cnae) => String(cnae.id) === values.cnae);
  return {
    cups: values.cups,
    address: addressInput(values.address),
    residenceType: values.residenceType,
    cnae: cnaeForResidence(values.residenceType, chosen),
    activeContract: values.activeContract,
    comerOrigin: optionalId(values.comerOrigin),
    acceptMorosityVerification: values.acceptMorosityVerification,
    invoice: values.activeContract ? values.invoice : undefined,
    // A signed-in customer's consent comes given (§6).
    leadsConsent: context.authenticated ? true : values.leadsConsent,
  };
}

export function personInput(values: TPersonValues, context: { activeContract: boolean; commsLanguageDisabled: boolean }) {
  const company = values.company;
  return {
    vat: values.vat,
    name: values.name,
    surName1: values.surName1,
    surName2: values.surName2,
    mobile: values.mobile,
    email: values.email,
    company,
    ...(company
      ? {
          vatRepresentante: values.vatRepresentante,
          nameRepresentante: values.nameRepresentante,
          surName1Representante: values.surName1Representante,
          surName2Representante: values.surName2Representante,
          nifEmpresa: values.nifEmpresa,
        }
      : {}),
    nifFaceup: values.nifFaceup,
    changeOwner: context.activeContract ? yesNo(values.changeOwner) : undefined,
    commsLanguage: context.commsLanguageDisabled || values.commsLanguage === '' ? undefined : values.commsLanguage,
    sameInvoiceAddress: values.sameInvoiceAddress,
    ownerAddress: values.sameInvoiceAddress ? undefined : addressInput(values.ownerAddress),
  };
}

export function contractInput(values: TContractValues, context: { detectedSelfconsCode: string | undefined }) {
  const typed = [values.power, values.power2, values.power3, values.power4, values.power5, values.power6].map(powerOf);
  const [power, power2, power3, power4, power5, power6] = contractPowers(typed);
  return {
    power,
    power2,
    power3,
    power4,
    power5,
    power6,
    accessTariff: optionalId(values.accessTariff),
    selectedProduct: optionalId(values.selectedProduct),
    selectedProductName: values.selectedProductName || undefined,
    promotionalCode: values.appliedCode || undefined,
    selfcons: values.selfcons,
    selfconsCode: selfConsumptionCode(values.selfcons, context.detectedSelfconsCode),
    selfconsAttachments: values.selfcons ? values.selfconsAttachments : undefined,
  };
}

export function gasContractInput(values: TGasContractValues, context: { type: TContractingType; promotionalCode: string }) {
  const includeGas = context.type === 'gas' ? true : values.includeGas;
  if (!includeGas) return { includeGas };
  return {
    includeGas,
    cups: values.cups,
    activeContract: values.activeContract,
    changeOwner: values.activeContract ? yesNo(values.changeOwner) : undefined,
    comerOrigin: optionalId(values.comerOrigin),
    accessTariff: optionalId(values.accessTariff),
    selectedProduct: optionalId(values.selectedProduct),
    selectedProductName: values.selectedProductName || undefined,
    promotionalCode: context.promotionalCode || undefined,
    invoice: values.activeContract ? values.invoice : undefined,
  };
}

export const paymentInput = (values: TPaymentValues) => ({ iban: values.iban, isOwner: values.isOwner });

export const confirmationInput = (values: TConfirmationValues) => ({ ...values });
