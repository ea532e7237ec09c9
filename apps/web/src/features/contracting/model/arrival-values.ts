import type { TContractingConfigResponse, TContractingType } from '@portal/domain';
import type { TWizardValues } from './wizard-values.ts';

/**
 * A signed-in customer's person step filled from the config (§3.9 "config for prefilled name,
 * surName1, surName2, mobile, vat, email"), while the visitor has not typed any of it.
 */
export function prefilledPerson(values: TWizardValues, prefill: NonNullable<TContractingConfigResponse['prefill']>): TWizardValues {
  const { person } = values;
  const typed = [person.vat, person.name, person.surName1, person.surName2, person.mobile, person.email].some((value) => value !== '');
  if (typed) return values;
  return { ...values, person: { ...person, ...prefill } };
}

/** ?promocode= (§2.3) goes to the promotional code of the step that asks for it: the contract step's, the gas step's in the gas wizard. */
export function withPromotionalCode(type: TContractingType, values: TWizardValues, code: string): TWizardValues {
  const promotionalCode = code.trim().slice(0, 64);
  if (!promotionalCode) return values;
  return type === 'gas'
    ? { ...values, gasContract: { ...values.gasContract, promotionalCode } }
    : { ...values, contract: { ...values.contract, promotionalCode } };
}
