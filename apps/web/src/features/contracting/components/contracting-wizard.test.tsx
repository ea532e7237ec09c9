import '../../../test/dom.ts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiCalls, jsonResponse } from '../../../test/fetch-stub.ts';
import { filledValues } from '../test/contracting-fixtures.ts';
import {
  cleanupWizardTest,
  leadPosts,
  onStep,
  previous,
  reaches,
  renderWizard,
  seedWizard,
  signedOut,
  storeOf,
  stubContractingApi,
  useEnglishContracting,
} from '../test/contracting-harness.tsx';

/** A step's name in the stepper, without its number. */
const stepLabel = (item: HTMLElement) => item.querySelector('.MuiStepLabel-label')?.textContent;

beforeAll(useEnglishContracting);
beforeEach(signedOut);
afterEach(cleanupWizardTest);

describe('the wizard on a wide screen', () => {
  it('shows a stepper whose steps can be clicked only up to the completed ones', async () => {
    stubContractingApi('electricity');
    seedWizard('electricity', { values: filledValues('electricity'), current: 'contract', done: ['installation', 'person'], leadId: 77 });
    renderWizard('electricity');
    await onStep('contract');
    const stepper = screen.getByTestId('wizard-stepper');
    expect(within(stepper).getAllByRole('listitem').map(stepLabel)).toEqual([
      'Supply point',
      'Holder',
      'Electricity contract',
      'Payment',
      'Confirmation',
      'Done',
    ]);
    // Done steps are buttons; the current one, the ones after it and the last one are not.
    expect(within(stepper).getAllByRole('button').map(stepLabel)).toEqual(['Supply point', 'Holder']);
    expect(screen.queryByTestId('wizard-progress')).toBeNull();
    expect(screen.queryByTestId('wizard-bottom-bar')).toBeNull();

    fireEvent.click(within(stepper).getByRole('button', { name: 'Holder' }));
    await reaches('person');
    const heading = screen.getByTestId('wizard-step-heading');
    expect(heading.textContent).toBe('Holder');
    expect(document.activeElement).toBe(heading);
    // From the person step the contract step (completed + 1) is a button again.
    expect(within(screen.getByTestId('wizard-stepper')).getAllByRole('button').map(stepLabel)).toEqual([
      'Supply point',
      'Electricity contract',
    ]);
  });

  it('shows previous only after the first step, and the help with the CRM phone', async () => {
    stubContractingApi('dual');
    renderWizard('dual');
    await onStep('installation');
    expect(screen.queryByTestId('wizard-previous')).toBeNull();
    expect(screen.getByTestId('wizard-next').textContent).toBe('Next');
    expect(screen.getByTestId('contracting-help-phone').textContent).toContain('900 000 000');
    expect(within(screen.getByTestId('wizard-stepper')).getAllByRole('listitem')).toHaveLength(7);
  });

  it('drops the contract and payment steps for a company when the retailer halts contractation', async () => {
    stubContractingApi('electricity', { config: { haltContractation: true } });
    const values = filledValues('electricity');
    seedWizard('electricity', {
      values: { ...values, person: { ...values.person, company: true } },
      current: 'person',
      done: ['installation'],
    });
    renderWizard('electricity');
    await onStep('person');
    expect(within(screen.getByTestId('wizard-stepper')).getAllByRole('listitem').map(stepLabel)).toEqual([
      'Supply point',
      'Holder',
      'Confirmation',
      'Done',
    ]);
    fireEvent.click(screen.getByTestId('field-company'));
    await waitFor(() => expect(within(screen.getByTestId('wizard-stepper')).getAllByRole('listitem')).toHaveLength(6));
  });
});

describe('the wizard on a phone', () => {
  it('shows the progress and n / total in a header and the buttons in a bar fixed at the bottom', async () => {
    stubContractingApi('gas');
    seedWizard('gas', { values: filledValues('gas'), current: 'person', done: ['installation'], leadId: 77 });
    renderWizard('gas', { width: 390 });
    await onStep('person');
    expect(screen.queryByTestId('wizard-stepper')).toBeNull();
    expect(screen.getByTestId('wizard-progress-count').textContent).toBe('2 / 6');
    const bar = screen.getByRole('progressbar', { name: 'Progress of the contract' });
    expect(bar.getAttribute('aria-valuenow')).toBe('33');
    expect(bar.getAttribute('aria-valuetext')).toBe('Step 2 of 6');
    const bottom = screen.getByTestId('wizard-bottom-bar');
    expect(within(bottom).getByTestId('wizard-previous')).toBeTruthy();
    expect(within(bottom).getByTestId('wizard-next')).toBeTruthy();

    previous();
    await reaches('installation');
    expect(screen.getByTestId('wizard-progress-count').textContent).toBe('1 / 6');
    expect(document.activeElement).toBe(screen.getByTestId('wizard-step-heading'));
  });
});

describe('arriving', () => {
  it('reads ?promocode= once into the contract step and removes it from the address', async () => {
    stubContractingApi('electricity');
    renderWizard('electricity', { search: '?promocode=SUMMER25&utm=mail' });
    await onStep('installation');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/nou-client-electricitat?utm=mail'));
    expect(storeOf('electricity').values.contract.promotionalCode).toBe('SUMMER25');
  });

  it('resumes the lead this browser left: its values, on the first step it had not completed', async () => {
    const values = filledValues('electricity');
    const { calls } = stubContractingApi('electricity', {
      draft: {
        lead_id: 77,
        type: 'electricity',
        step: 2,
        installation: { ...values.installation, cnae: { id: 986, name: '9820' }, invoice: [] },
        person: { ...values.person, changeOwner: null },
        contract: null,
        gasContract: null,
        payment: null,
      },
    });
    renderWizard('electricity');
    await onStep('contract');
    previous();
    await reaches('person');
    expect((screen.getByTestId('field-vat') as HTMLInputElement).value).toBe('12345678Z');
    // Unchanged, the person step is not sent again.
    fireEvent.click(screen.getByTestId('wizard-next'));
    await reaches('contract');
    expect(leadPosts(calls)).toEqual([]);
  });

  it('takes up a reminder’s ?resume= link once, then opens the lead’s draft', async () => {
    const values = filledValues('dual');
    let resumed = false;
    const { calls, fn } = stubContractingApi('dual', {
      resume: () => {
        resumed = true;
        return jsonResponse(200, { lead_id: 77, type: 'dual' });
      },
    });
    const answer = fn.getMockImplementation()!;
    // The draft is this browser's only once the link gave it the lead.
    fn.mockImplementation(async (input, init) =>
      String(input).startsWith('/api/v1/leads/draft') && resumed
        ? jsonResponse(200, {
            lead_id: 77,
            type: 'dual',
            step: 1,
            installation: { ...values.installation, cups: 'ES0031000000000002BZ', cnae: { id: 986, name: '9820' } },
            person: null,
            contract: null,
            gasContract: null,
            payment: null,
          })
        : answer(input, init),
    );
    // What this session held of the wizard gives way to the lead of the link.
    seedWizard('dual', { values, current: 'payment', done: ['installation'] });
    renderWizard('dual', { search: '?resume=v1.77.999.abc' });
    await onStep('person');
    expect(screen.getByTestId('location').textContent).toBe('/nou-client-dual');
    expect(
      apiCalls(calls)
        .filter((call) => call.url === '/api/v1/leads/resume')
        .map((call) => call.body),
    ).toEqual([{ token: 'v1.77.999.abc' }]);
    expect(storeOf('dual')).toMatchObject({ leadId: 77, done: ['installation'] });
    expect(storeOf('dual').values.installation.cups).toBe('ES0031000000000002BZ');
  });

  it('says so when a resume link is refused, and goes on', async () => {
    stubContractingApi('electricity');
    renderWizard('electricity', { search: '?resume=v1.1.1.x' });
    expect((await screen.findByTestId('contracting-resume-failed')).textContent).toContain('already been used or has expired');
    await onStep('installation');
  });

  it('does not show the wizard until its config arrives, and offers to try again when it fails', async () => {
    let fail = true;
    const { fn } = stubContractingApi('electricity');
    const answer = fn.getMockImplementation()!;
    fn.mockImplementation(async (input, init) =>
      String(input).includes('/contractacio/config') && fail ? new Response('{}', { status: 500 }) : answer(input, init),
    );
    renderWizard('electricity');
    await screen.findByTestId('contracting-config-failed');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await onStep('installation');
    expect(screen.queryByTestId('contracting-config-failed')).toBeNull();
  });
});
