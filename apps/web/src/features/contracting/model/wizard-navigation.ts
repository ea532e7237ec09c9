import { type TContractingConfig, type TContractingType, type TStepName, wizardSteps } from '@portal/domain';
import type { TWizardValues } from './wizard-values.ts';

/**
 * The steps of this wizard now (§2.3): with halt-contractation a company owner's wizard drops the
 * contract, gas contract and payment steps, so the list follows the person step's company switch.
 */
export function stepsOf(type: TContractingType, config: Pick<TContractingConfig, 'haltContractation'>, values: TWizardValues): TStepName[] {
  return wizardSteps(type, { haltContractation: config.haltContractation, company: values.person.company });
}

/**
 * How many steps are completed, as canClickStep counts them: the steps done from the first one
 * on, without a gap. A step the list gains later (the company switched off) is not done.
 */
export function completedCount(steps: readonly TStepName[], done: readonly TStepName[]): number {
  const gap = steps.findIndex((step) => !done.includes(step));
  return gap < 0 ? steps.length : gap;
}

/** The step after `current` in the list (the last one stays). */
export function stepAfter(steps: readonly TStepName[], current: TStepName): TStepName {
  const index = steps.indexOf(current);
  return steps[Math.min(index + 1, steps.length - 1)] ?? current;
}

/** The step before `current` in the list (the first one stays). */
export function stepBefore(steps: readonly TStepName[], current: TStepName): TStepName {
  const index = steps.indexOf(current);
  return steps[Math.max(index - 1, 0)] ?? current;
}

/** Where the visitor is in this list: a step the list no longer holds (the company switched on) is the first one not done. */
export function currentIn(steps: readonly TStepName[], current: TStepName, done: readonly TStepName[]): TStepName {
  if (steps.includes(current)) return current;
  return steps[Math.min(completedCount(steps, done), steps.length - 1)] ?? 'installation';
}
