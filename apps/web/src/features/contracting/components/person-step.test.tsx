import '../../../test/dom.ts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiCalls } from '../../../test/fetch-stub.ts';
import { filledValues, LEAD_ID } from '../test/contracting-fixtures.ts';
import {
  cleanupWizardTest,
  field,
  leadPosts,
  next,
  onStep,
  pathOf,
  previous,
  reaches,
  renderWizard,
  seedWizard,
  signedIn,
  signedOut,
  stubContractingApi,
  type,
  useEnglishContracting,
} from '../test/contracting-harness.tsx';

beforeAll(useEnglishContracting);
beforeEach(signedOut);
afterEach(cleanupWizardTest);

const onPerson = (kind: 'electricity' | 'gas' | 'dual') =>
  seedWizard(kind, { values: filledValues(kind), current: 'person', done: ['installation'], leadId: LEAD_ID });
const nextButton = () => screen.getByTestId('wizard-next') as HTMLButtonElement;
const checks = (calls: Parameters<typeof apiCalls>[0]) =>
  apiCalls(calls)
    .map(pathOf)
    .filter((path) => path.includes('/solvencia/') || path.includes('/dni-validation/'));

describe('the holder’s checks after the person step is stored', () => {
  it('a bad score stays on the step with its message and blocks next until a field is edited', async () => {
    const { calls } = stubContractingApi('electricity', { scoring: false });
    onPerson('electricity');
    renderWizard('electricity');
    await onStep('person');
    next();
    const alert = await screen.findByTestId('lead-error-bad-score');
    expect(alert.textContent).toBe('After the solvency check we cannot offer you a contract online. Thank you for your interest.');
    expect(leadPosts(calls)[0]?.body).toMatchObject({ lead_id: LEAD_ID, step: 2, person: { vat: '12345678Z', mobile: '612 345 678' } });
    expect(checks(calls)).toEqual([`/api/v1/leads/solvencia/${LEAD_ID}`, `/api/v1/leads/dni-validation/${LEAD_ID}`]);
    expect(nextButton().disabled).toBe(true);

    type('email', 'marta.puig@example.com');
    await waitFor(() => expect(screen.queryByTestId('lead-error-bad-score')).toBeNull());
    expect(nextButton().disabled).toBe(false);
  });

  it('an identity that does not match says so, and going back clears it; the same data is not checked again', async () => {
    const { calls } = stubContractingApi('dual', { dniValid: false });
    onPerson('dual');
    renderWizard('dual');
    await onStep('person');
    next();
    const alert = await screen.findByTestId('lead-error-dni-invalid');
    expect(alert.textContent).toBe('Your identity could not be verified. The NIF is not registered under the name given: check both.');
    expect(nextButton().disabled).toBe(true);

    previous();
    await reaches('installation');
    expect(screen.queryByTestId('lead-error-dni-invalid')).toBeNull();
    next();
    await reaches('person');
    // Nothing changed: no post and no check, but the answer for this data still stands.
    next();
    await screen.findByTestId('lead-error-dni-invalid');
    expect(leadPosts(calls)).toHaveLength(1);
    expect(checks(calls)).toHaveLength(2);
  });

  it('the gas wizard checks the identity only; a failed check is the generic error', async () => {
    const { fn } = stubContractingApi('gas');
    const answer = fn.getMockImplementation()!;
    fn.mockImplementation(async (input, init) =>
      String(input).includes('/dni-validation/') ? new Response('{}', { status: 503 }) : answer(input, init),
    );
    onPerson('gas');
    renderWizard('gas');
    await onStep('person');
    next();
    await screen.findByTestId('lead-error-generic');
    const asked = fn.mock.calls.map(([input]) => new URL(String(input), 'http://portal.test').pathname);
    expect(asked.filter((path) => path.includes('/solvencia/') || path.includes('/dni-validation/'))).toEqual([
      `/api/v1/leads/dni-validation/${LEAD_ID}`,
    ]);
    expect(screen.getByTestId('wizard-step-body-person')).toBeTruthy();
  });

  it('moves on when both checks pass', async () => {
    stubContractingApi('electricity');
    onPerson('electricity');
    renderWizard('electricity');
    await onStep('person');
    next();
    await reaches('contract');
  });
});

describe('the person step’s fields', () => {
  it('a company gives its legal representative and document, unless the retailer does not allow companies', async () => {
    stubContractingApi('electricity', { config: { restrictCompanyVAT: true } });
    onPerson('electricity');
    renderWizard('electricity');
    await onStep('person');
    field('company').click();
    expect((await screen.findByTestId('companies-not-allowed')).textContent).toBe('Contracts for companies cannot be made online.');
    expect(screen.queryByTestId('person-representative')).toBeNull();
  });

  it('asks for the change of owner when the installation had an active contract, and limits the mobile to 12 digits', async () => {
    stubContractingApi('electricity');
    const values = filledValues('electricity');
    seedWizard('electricity', {
      values: { ...values, installation: { ...values.installation, activeContract: true, invoice: [{ id: 3, name: 'factura.pdf' }] } },
      current: 'person',
      done: ['installation'],
      leadId: LEAD_ID,
    });
    renderWizard('electricity');
    await onStep('person');
    type('mobile', '+34 612 345 678 999');
    expect(field('mobile').value).toBe('+34 612 345 678 9');
    type('mobile', '612345678');
    next();
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    field('changeOwner-no').click();
    next();
    await reaches('contract');
  });

  it('a signed-in customer’s step comes filled from the config', async () => {
    signedIn();
    stubContractingApi('electricity', {
      config: {
        prefill: { vat: '12345678Z', name: 'Marta', surName1: 'Puig', surName2: 'Serra', mobile: '612345678', email: 'marta@example.com' },
      },
    });
    seedWizard('electricity', {
      values: {
        ...filledValues('electricity'),
        person: { ...filledValues('electricity').person, vat: '', name: '', surName1: '', surName2: '', mobile: '', email: '' },
      },
      current: 'person',
      done: ['installation'],
    });
    renderWizard('electricity');
    await onStep('person');
    await waitFor(() => expect(field('vat').value).toBe('12345678Z'));
    expect([field('name').value, field('surName1').value, field('email').value]).toEqual(['Marta', 'Puig', 'marta@example.com']);
  });
});
