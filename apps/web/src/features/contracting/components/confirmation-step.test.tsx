import '../../../test/dom.ts';
import type { TContractingType } from '@portal/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fetch-stub.ts';
import { confirmOk, filledValues, LEAD_ID } from '../test/contracting-fixtures.ts';
import {
  cleanupWizardTest,
  field,
  leadPosts,
  next,
  onStep,
  postBody,
  previous,
  reaches,
  renderWizard,
  seedWizard,
  sentSections,
  signedIn,
  signedOut,
  storeOf,
  stubContractingApi,
  type TContractingApi,
  useEnglishContracting,
} from '../test/contracting-harness.tsx';

beforeAll(useEnglishContracting);
beforeEach(signedOut);
afterEach(cleanupWizardTest);

const DONE = {
  electricity: ['installation', 'person', 'contract', 'payment'],
  gas: ['installation', 'person', 'gasContract', 'payment'],
  dual: ['installation', 'person', 'contract', 'gasContract', 'payment'],
} as const;

function onConfirmation(kind: TContractingType, api: TContractingApi = {}) {
  const stub = stubContractingApi(kind, api);
  const values = filledValues(kind);
  seedWizard(kind, {
    values,
    current: 'confirmation',
    done: [...DONE[kind]],
    leadId: LEAD_ID,
    sent: sentSections(kind, values, DONE[kind]),
  });
  renderWizard(kind);
  return stub;
}
const confirm = () => next();
const acceptAll = () => {
  field('acceptOVConditions').click();
  field('acceptGdpr').click();
};

describe('the confirmation', () => {
  it('sums up what was entered, asks a visitor to accept the conditions and GDPR, and confirms with step 5', async () => {
    const { calls } = onConfirmation('dual');
    await onStep('confirmation');
    expect(screen.getByTestId('wizard-next').textContent).toBe('Confirm the contract');
    expect(screen.getByTestId('summary-person').textContent).toContain('Marta Puig Serra');
    expect(screen.getByTestId('summary-payment').textContent).toContain('ES91 **** **** **** **** 1332');
    expect(screen.getByTestId('summary-gas-contract').textContent).toContain('Gas Estable');
    confirm();
    expect(await screen.findByText('Accept the conditions to continue.')).toBeTruthy();
    expect(screen.getByText('Accept the data protection policy to continue.')).toBeTruthy();
    acceptAll();
    confirm();
    await reaches('finish');
    const [post] = leadPosts(calls);
    expect(post?.body).toEqual({
      lead_id: LEAD_ID,
      type: 'dual',
      step: 5,
      confirmation: { acceptOVConditions: true, acceptGdpr: true, acceptPublicity: false },
    });
    const finish = screen.getByTestId('contracting-finish');
    expect(finish.textContent).toContain('Electricity contract 0012345');
    expect(finish.textContent).toContain('Gas contract 0067890');
    expect(screen.getByTestId('finish-activation').textContent).toContain('set your password');
    // Finish: no previous, no next, go home.
    expect(screen.queryByTestId('wizard-previous')).toBeNull();
    expect(screen.queryByTestId('wizard-next')).toBeNull();
    expect(screen.getByTestId('wizard-stepper').querySelectorAll('button')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('wizard-go-home'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(storeOf('dual').leadId).toBeUndefined();
    expect(storeOf('dual').values.person.vat).toBe('');
  });

  it('any status but OK is the connectivity error, with previous back to the confirmation and nothing lost', async () => {
    onConfirmation('electricity', {
      lead: () => jsonResponse(200, { lead_id: LEAD_ID, step: 5, confirm: { ...confirmOk('electricity'), status: 'ERROR' } }),
    });
    await onStep('confirmation');
    acceptAll();
    field('acceptPublicity').click();
    confirm();
    const error = await screen.findByTestId('contracting-confirm-error');
    expect(error.textContent).toContain('connection problem');
    expect(screen.queryByTestId('wizard-next')).toBeNull();
    previous();
    await screen.findByTestId('step-form-confirmation');
    expect(field('acceptPublicity').checked).toBe(true);
    expect(field('acceptOVConditions').checked).toBe(true);
    expect(document.activeElement).toBe(screen.getByTestId('wizard-step-heading'));
  });

  it('a holder who is already a customer is told to sign in, with a link to the login, not the connectivity error', async () => {
    const refused = { status: 'ERROR' as const, result: { error: 'customer_exists', render: null, contracts: [], payments: [] } };
    onConfirmation('electricity', { lead: () => jsonResponse(200, { lead_id: LEAD_ID, step: 5, confirm: refused }) });
    await onStep('confirmation');
    acceptAll();
    confirm();
    const warning = await screen.findByTestId('contracting-customer-exists');
    expect(warning.textContent).toContain('already our customer');
    expect(within(warning).getByRole('link', { name: 'Sign in to your customer area' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByTestId('contracting-confirm-error')).toBeNull();
  });

  it('no answer at all is the connectivity error too', async () => {
    onConfirmation('gas', { lead: () => jsonResponse(502, { code: 'bad_gateway', message: 'bad_gateway' }) });
    await onStep('confirmation');
    acceptAll();
    confirm();
    await screen.findByTestId('contracting-confirm-error');
  });

  it('a signed-in customer does not see the conditions and GDPR boxes: they count as accepted', async () => {
    signedIn();
    const { calls } = onConfirmation('electricity');
    await onStep('confirmation');
    expect(screen.queryByTestId('field-acceptOVConditions')).toBeNull();
    expect(screen.queryByTestId('field-acceptGdpr')).toBeNull();
    confirm();
    await reaches('finish');
    expect(postBody<{ confirmation: unknown }>(calls, 0).confirmation).toEqual({
      acceptOVConditions: true,
      acceptGdpr: true,
      acceptPublicity: false,
    });
    expect(screen.queryByTestId('finish-activation')).toBeNull();
  });

  const withPayments = () =>
    jsonResponse(200, {
      lead_id: LEAD_ID,
      step: 5,
      confirm: {
        ...confirmOk('dual'),
        result: {
          ...confirmOk('dual').result,
          payments: [
            { invoiceId: 9, amount: 25.5, contractName: '0012345', contractType: 'electricity' },
            { invoiceId: 10, amount: 12, contractName: '0067890', contractType: 'gas' },
          ],
        },
      },
    });

  it('an initial payment per contract: a signed-in customer pays each from its contract’s invoices', async () => {
    signedIn();
    onConfirmation('dual', { lead: withPayments });
    await onStep('confirmation');
    confirm();
    await reaches('finish');
    const payments = screen.getAllByTestId('finish-payment');
    expect(payments.map((p) => p.textContent)).toEqual([
      expect.stringContaining('Contract 0012345 has an initial payment of €25.50'),
      expect.stringContaining('Contract 0067890 has an initial payment of €12.00'),
    ]);
    expect(screen.getAllByTestId('finish-pay').map((a) => a.getAttribute('href'))).toEqual([
      '/invoices?contractType=electricity&contractName=0012345&action=payOnline',
      '/invoices?contractType=gas&contractName=0067890&action=payOnline',
    ]);
  });

  it('an initial payment for a visitor: found among the invoices once the account is activated, no pay button', async () => {
    onConfirmation('dual', { lead: withPayments });
    await onStep('confirmation');
    acceptAll();
    confirm();
    await reaches('finish');
    expect(screen.getAllByTestId('finish-payment')[0]?.textContent).toContain('Once you have activated your customer area');
    expect(screen.queryByTestId('finish-pay')).toBeNull();
  });
});

describe('the payment step', () => {
  it('checks the IBAN once its spaces are removed and asks the holder to confirm the account', async () => {
    const { calls } = stubContractingApi('electricity');
    const values = filledValues('electricity');
    seedWizard('electricity', {
      values: { ...values, payment: { iban: 'ES91 2100 0418 4502 0005 1333', isOwner: false } },
      current: 'payment',
      done: ['installation', 'person', 'contract'],
      leadId: LEAD_ID,
    });
    renderWizard('electricity');
    await onStep('payment');
    next();
    expect(await screen.findByText('The IBAN is not valid.')).toBeTruthy();
    expect(screen.getByText('Confirm that the account is yours or that its holder authorises you.')).toBeTruthy();
    fireEvent.change(field('iban'), { target: { value: 'ES91 2100 0418 4502 0005 1332' } });
    field('isOwner').click();
    next();
    await reaches('confirmation');
    expect(leadPosts(calls)[0]?.body).toMatchObject({ step: 4, payment: { iban: 'ES9121000418450200051332', isOwner: true } });
  });
});
