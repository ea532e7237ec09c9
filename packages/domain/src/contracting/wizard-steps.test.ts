import { describe, expect, it } from 'vitest';
import { canClickStep, leadStepNumber, wizardButtons, wizardProgress, wizardSteps } from './wizard-steps.ts';

describe('wizardSteps (visitor-and-shell §2.3)', () => {
  it.each([
    ['electricity', ['installation', 'person', 'contract', 'payment', 'confirmation', 'finish']],
    ['dual', ['installation', 'person', 'contract', 'gasContract', 'payment', 'confirmation', 'finish']],
    ['gas', ['installation', 'person', 'gasContract', 'payment', 'confirmation', 'finish']],
  ] as const)('%s', (type, steps) => {
    expect(wizardSteps(type)).toEqual(steps);
  });

  it('halt-contractation drops contract, gas contract and payment for a company owner only', () => {
    expect(wizardSteps('dual', { haltContractation: true, company: true })).toEqual(['installation', 'person', 'confirmation', 'finish']);
    expect(wizardSteps('gas', { haltContractation: true, company: true })).toEqual(['installation', 'person', 'confirmation', 'finish']);
    expect(wizardSteps('dual', { haltContractation: true, company: false })).toHaveLength(7);
    expect(wizardSteps('dual', { haltContractation: false, company: true })).toHaveLength(7);
  });
});

describe('leadStepNumber (§4.3)', () => {
  it.each([
    ['installation', 1],
    ['person', 2],
    ['contract', 3],
    ['gasContract', 3],
    ['payment', 4],
    ['confirmation', 5],
    ['finish', undefined],
  ] as const)('%s → %s', (step, number) => {
    expect(leadStepNumber(step)).toBe(number);
  });
});

describe('canClickStep (§2.3)', () => {
  const base = { completedSteps: 2, current: 2, total: 6, submitting: false };
  it('up to the completed steps, not the current one', () => {
    expect(canClickStep({ ...base, target: 0 })).toBe(true);
    expect(canClickStep({ ...base, target: 1 })).toBe(true);
    expect(canClickStep({ ...base, target: 2 })).toBe(false);
    expect(canClickStep({ ...base, target: 3 })).toBe(false);
    expect(canClickStep({ ...base, current: 0, target: 2 })).toBe(true);
  });
  it('never while submitting, never from the last step, never to the last step', () => {
    expect(canClickStep({ ...base, target: 0, submitting: true })).toBe(false);
    expect(canClickStep({ ...base, current: 5, completedSteps: 5, target: 1 })).toBe(false);
    expect(canClickStep({ ...base, current: 3, completedSteps: 5, target: 5 })).toBe(false);
  });
});

describe('progress and buttons (§2.3)', () => {
  it('progress is (step + 1) / total', () => {
    expect(wizardProgress(0, 6)).toBeCloseTo(1 / 6);
    expect(wizardProgress(5, 6)).toBe(1);
    expect(wizardProgress(0, 0)).toBe(0);
  });
  it('previous between the first and the last step; go home on the last', () => {
    expect(wizardButtons(0, 6)).toEqual({ previous: false, next: true, goHome: false });
    expect(wizardButtons(3, 6)).toEqual({ previous: true, next: true, goHome: false });
    expect(wizardButtons(5, 6)).toEqual({ previous: false, next: false, goHome: true });
  });
});
