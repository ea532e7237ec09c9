import '../../../test/dom.ts';
import type { TContractingType, TStepName } from '@portal/domain';
import { screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { confirmOk, filledValues, LEAD_ID } from '../test/contracting-fixtures.ts';
import {
  cleanupWizardTest,
  next,
  onStep,
  renderWizard,
  seedWizard,
  signedOut,
  stubContractingApi,
  useEnglishContracting,
} from '../test/contracting-harness.tsx';

beforeAll(useEnglishContracting);
beforeEach(signedOut);
afterEach(cleanupWizardTest);

/**
 * axe's violations of what is on screen, with the browser suite's tags (docs/web.md,
 * "Accessibility"). jsdom has no layout: contrast, sizes and sideways scrolling are the browser
 * suite's to check; names, labels, roles, landmarks' content and ARIA use are checked here.
 */
async function violations(): Promise<string[]> {
  const results = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    // Contrast needs layout; the landmarks are the shell's, which is not rendered here.
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    resultTypes: ['violations'],
  });
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html.slice(0, 160)).join(' | ')}`);
}

const STEPS: [TContractingType, TStepName, TStepName[]][] = [
  ['dual', 'installation', []],
  ['dual', 'person', ['installation']],
  ['dual', 'contract', ['installation', 'person']],
  ['dual', 'gasContract', ['installation', 'person', 'contract']],
  ['dual', 'payment', ['installation', 'person', 'contract', 'gasContract']],
  ['dual', 'confirmation', ['installation', 'person', 'contract', 'gasContract', 'payment']],
];

describe('every step passes axe', { timeout: 60000 }, () => {
  for (const width of [390, 1366]) {
    it.each(STEPS)(`%s wizard, %s step, at ${width} px, with its errors shown`, async (kind, step, done) => {
      stubContractingApi(kind);
      const values = filledValues(kind);
      // Some fields empty, so that their errors show too.
      seedWizard(kind, {
        values: {
          ...values,
          installation: { ...values.installation, cups: 'ES00', activeContract: true },
          person: { ...values.person, company: true, sameInvoiceAddress: false },
          contract: { ...values.contract, selectedProduct: '', selfcons: true },
          gasContract: { ...values.gasContract, selectedProduct: '', activeContract: true },
          payment: { iban: '', isOwner: false },
        },
        current: step,
        done,
        leadId: LEAD_ID,
      });
      renderWizard(kind, { width });
      await onStep(step);
      next();
      await waitFor(() => expect(screen.getByTestId('wizard-invalid').textContent).not.toBe(''));
      expect(await violations()).toEqual([]);
    });
  }

  it('the finish step too', async () => {
    stubContractingApi('electricity');
    seedWizard('electricity', {
      values: filledValues('electricity'),
      current: 'finish',
      done: ['installation', 'person', 'contract', 'payment', 'confirmation'],
      leadId: LEAD_ID,
      confirm: { status: 'ok', result: confirmOk('electricity') },
    });
    renderWizard('electricity', { width: 390 });
    await onStep('finish');
    expect(await violations()).toEqual([]);
  });
});
