import type { TStepName } from '@portal/domain';

/** Each step's title (the stepper's label and the step's heading); catalogue keys are snake_case. */
export const STEP_TITLE_KEYS: Record<TStepName, string> = {
  installation: 'contracting_step_installation',
  person: 'contracting_step_person',
  contract: 'contracting_step_contract',
  gasContract: 'contracting_step_gas_contract',
  payment: 'contracting_step_payment',
  confirmation: 'contracting_step_confirmation',
  finish: 'contracting_step_finish',
};
