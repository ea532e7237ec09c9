import { LEAD_STEP_NUMBERS, type TContractingType, type TLeadStepName, wizardSteps } from '@portal/domain';

/**
 * Which sections a lead of each wizard holds and which must be there before a step (visitor-and-
 * shell §2.3, §4.3): the steps of the domain's wizardSteps, numbered as the lead payload numbers them.
 */
export type TLeadSection = TLeadStepName;
export const LEAD_SECTIONS: readonly TLeadSection[] = ['installation', 'person', 'contract', 'gasContract', 'payment', 'confirmation'];

export type TLeadSections = Partial<Record<TLeadSection, Record<string, unknown>>>;

export interface TStepsFor {
  type: TContractingType;
  /** contractation.rules.haltContractation with a company owner: no contract, gas contract or payment (§2.3). */
  halted: boolean;
}

/** The sections of the wizard, in its order. */
export function sectionsOf({ type, halted }: TStepsFor): TLeadSection[] {
  const steps = wizardSteps(type, { haltContractation: halted, company: halted });
  return LEAD_SECTIONS.filter((section) => (steps as readonly string[]).includes(section));
}

/** The sections that must be stored (or sent) before a post of `step` is taken. */
export function sectionsBefore(wizard: TStepsFor, step: number): TLeadSection[] {
  return sectionsOf(wizard).filter((section) => LEAD_STEP_NUMBERS[section] < step);
}

/** The sections of `step` itself (dual's step 3 has two: the contract and the gas contract). */
export function sectionsAt(wizard: TStepsFor, step: number): TLeadSection[] {
  return sectionsOf(wizard).filter((section) => LEAD_STEP_NUMBERS[section] === step);
}
