/**
 * The contracting wizards' steps and how a visitor moves between them (visitor-and-shell §2.3, §4.3).
 * Pure: the web's wizard and the API's lead store read the same list.
 */
export const CONTRACTING_TYPES = ['electricity', 'gas', 'dual'] as const;
export type TContractingType = (typeof CONTRACTING_TYPES)[number];

export const STEP_NAMES = ['installation', 'person', 'contract', 'gasContract', 'payment', 'confirmation', 'finish'] as const;
export type TStepName = (typeof STEP_NAMES)[number];

export interface TStepsOptions {
  /** contractation.haltContractation: a company's business contract stops after the person step (§2.3). */
  haltContractation?: boolean;
  /** The owner given on the person step is a company. */
  company?: boolean;
}

/**
 * The steps of a wizard (§2.3): electricity and dual go installation, person, contract, gas contract
 * (dual only), payment, confirmation, finish; gas skips the electricity contract. With
 * halt-contractation and a company owner the contract, gas contract and payment steps are dropped.
 */
export function wizardSteps(type: TContractingType, { haltContractation = false, company = false }: TStepsOptions = {}): TStepName[] {
  const steps: TStepName[] =
    type === 'gas'
      ? ['installation', 'person', 'gasContract', 'payment', 'confirmation', 'finish']
      : type === 'dual'
        ? ['installation', 'person', 'contract', 'gasContract', 'payment', 'confirmation', 'finish']
        : ['installation', 'person', 'contract', 'payment', 'confirmation', 'finish'];
  if (haltContractation && company) return steps.filter((step) => step !== 'contract' && step !== 'gasContract' && step !== 'payment');
  return steps;
}

/** The step number a lead carries (§4.3): 1 installation, 2 person, 3 contract or gas contract, 4 payment, 5 confirmation. */
export const LEAD_STEP_NUMBERS = { installation: 1, person: 2, contract: 3, gasContract: 3, payment: 4, confirmation: 5 } as const;
export type TLeadStepName = keyof typeof LEAD_STEP_NUMBERS;
export type TLeadStepNumber = (typeof LEAD_STEP_NUMBERS)[TLeadStepName];

export function leadStepNumber(step: TStepName): TLeadStepNumber | undefined {
  return step === 'finish' ? undefined : LEAD_STEP_NUMBERS[step];
}

export interface TStepClick {
  /** The step clicked, by index. */
  target: number;
  /** How many steps are completed (the visitor may go back to any of them and to the next one). */
  completedSteps: number;
  /** The index of the current step. */
  current: number;
  total: number;
  submitting: boolean;
}

/**
 * Clicking a step (§2.3): only up to the number of completed steps, not once the wizard reached its
 * last step (finish: the contract is made), not while a step is being submitted.
 */
export function canClickStep({ target, completedSteps, current, total, submitting }: TStepClick): boolean {
  if (submitting) return false;
  if (current >= total - 1) return false;
  return target >= 0 && target <= completedSteps && target !== current && target < total - 1;
}

/** The small screens' progress (§2.3): (step + 1) / total. */
export function wizardProgress(index: number, total: number): number {
  return total <= 0 ? 0 : Math.min(1, (index + 1) / total);
}

/** Previous shows between the first and the last step (§2.3); the last step shows 'go home' instead of next. */
export function wizardButtons(index: number, total: number): { previous: boolean; next: boolean; goHome: boolean } {
  const last = index >= total - 1;
  return { previous: index > 0 && !last, next: !last, goHome: last };
}
