import { canClickStep } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { completedCount, currentIn, stepAfter, stepBefore, stepsOf } from './wizard-navigation.ts';
import { emptyWizardValues } from './wizard-values.ts';

const company = { ...emptyWizardValues(false), person: { ...emptyWizardValues(false).person, company: true } };

describe('moving through the steps', () => {
  it('a company owner with halt-contractation skips the contract, gas contract and payment steps', () => {
    expect(stepsOf('dual', { haltContractation: true }, company)).toEqual(['installation', 'person', 'confirmation', 'finish']);
    expect(stepsOf('dual', { haltContractation: false }, company)).toHaveLength(7);
    expect(stepsOf('gas', { haltContractation: true }, emptyWizardValues(true))).toEqual([
      'installation',
      'person',
      'gasContract',
      'payment',
      'confirmation',
      'finish',
    ]);
  });

  it('counts the completed steps from the first one, without a gap', () => {
    const steps = stepsOf('electricity', { haltContractation: false }, emptyWizardValues(false));
    expect(completedCount(steps, ['installation', 'person'])).toBe(2);
    // The company switched off again: the contract step was never done.
    expect(completedCount(steps, ['installation', 'person', 'confirmation'])).toBe(2);
    expect(canClickStep({ target: 2, completedSteps: 2, current: 1, total: steps.length, submitting: false })).toBe(true);
    expect(canClickStep({ target: 3, completedSteps: 2, current: 1, total: steps.length, submitting: false })).toBe(false);
  });

  it('finds the steps around the current one, and a current step the list lost', () => {
    const steps = ['installation', 'person', 'confirmation', 'finish'] as const;
    expect(stepAfter(steps, 'person')).toBe('confirmation');
    expect(stepBefore(steps, 'installation')).toBe('installation');
    expect(currentIn(steps, 'payment', ['installation', 'person'])).toBe('confirmation');
  });
});
