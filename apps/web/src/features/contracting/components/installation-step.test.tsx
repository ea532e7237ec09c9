import '../../../test/dom.ts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fetch-stub.ts';
import {
  CUPS,
  CUPS_30TD,
  CUPS_UNAVAILABLE,
  cupsConfig,
  filledValues,
  GAS_CUPS,
  gasCupsConfig,
  LEAD_ID,
} from '../test/contracting-fixtures.ts';
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
  signedOut,
  storeOf,
  stubContractingApi,
  type,
  useEnglishContracting,
} from '../test/contracting-harness.tsx';

beforeAll(useEnglishContracting);
beforeEach(signedOut);
afterEach(cleanupWizardTest);

/** The installation step filled in but for its CUPS. */
function withoutCups(kind: 'electricity' | 'gas' | 'dual') {
  const values = filledValues(kind);
  return { ...values, installation: { ...values.installation, cups: '', address: { ...values.installation.address, dp: '' } } };
}

describe('the CUPS lookup', () => {
  it('at 22 characters fills the postal code here and the powers, tariff and self-consumption of the contract step', async () => {
    stubContractingApi('electricity', {
      cups: {
        [CUPS_30TD]: cupsConfig({
          power_p1: 20,
          power_p2: 20,
          power_p3: 20,
          power_p4: 20,
          power_p5: 20,
          power_p6: 25,
          access_tariff: { id: 2, name: '3.0TD' },
          selfcons: true,
          autoconsumo_code: '31',
          address: { zipcode: '17001' },
        }),
      },
    });
    seedWizard('electricity', { values: withoutCups('electricity') });
    renderWizard('electricity');
    await onStep('installation');
    type('cups', 'es 0031 0000 0000 0002 bz');
    await waitFor(() => expect(screen.getByTestId('installation-cups-lookup-status').dataset.status).toBe('found'));
    expect(field('address.dp').value).toBe('17001');
    const contract = storeOf('electricity').values.contract;
    expect([contract.power, contract.power2, contract.power6, contract.accessTariff, contract.selfcons]).toEqual([
      '20',
      '20',
      '25',
      '2',
      true,
    ]);
    expect(storeOf('electricity').supplyPoint).toEqual({ cups: CUPS_30TD, available: true, selfconsCode: '31' });
  });

  it('leaves a postal code the visitor typed: the lookup fills only an empty one or its own', async () => {
    stubContractingApi('electricity', { cups: { [CUPS_30TD]: cupsConfig({ address: { zipcode: '17001' } }) } });
    seedWizard('electricity', { values: withoutCups('electricity') });
    renderWizard('electricity');
    await onStep('installation');
    type('address.dp', '08001');
    type('cups', 'es 0031 0000 0000 0002 bz');
    await waitFor(() => expect(screen.getByTestId('installation-cups-lookup-status').dataset.status).toBe('found'));
    expect(field('address.dp').value).toBe('08001');
  });

  it('stops the wizard when the point cannot be contracted', async () => {
    const { calls } = stubContractingApi('electricity', {
      cups: { [CUPS_UNAVAILABLE]: cupsConfig({ cups_availability: { available: false } }) },
    });
    seedWizard('electricity', { values: withoutCups('electricity') });
    renderWizard('electricity');
    await onStep('installation');
    type('cups', CUPS_UNAVAILABLE);
    const alert = await screen.findByTestId('cups-not-available');
    expect(alert.textContent).toContain('not available');
    expect((screen.getByTestId('wizard-next') as HTMLButtonElement).disabled).toBe(true);
    // Another CUPS lifts the stop.
    type('cups', CUPS);
    await waitFor(() => expect(screen.queryByTestId('cups-not-available')).toBeNull());
    expect((screen.getByTestId('wizard-next') as HTMLButtonElement).disabled).toBe(false);
    expect(leadPosts(calls)).toEqual([]);
  });

  it('in the gas wizard asks the gas registry and fills the gas contract step', async () => {
    stubContractingApi('gas', { gasCups: { [GAS_CUPS]: gasCupsConfig() } });
    seedWizard('gas', { values: withoutCups('gas') });
    renderWizard('gas');
    await onStep('installation');
    type('cups', GAS_CUPS);
    await waitFor(() => expect(storeOf('gas').values.gasContract.accessTariff).toBe('31'));
    expect(storeOf('gas').values.gasContract.cups).toBe(GAS_CUPS);
    expect(screen.queryByTestId('field-acceptMorosityVerification')).toBeNull();
  });
});

describe('the server’s refusals', () => {
  it('a CUPS the API holds as not contractable stops the wizard too, its message under the field', async () => {
    stubContractingApi('electricity', {
      lead: () =>
        jsonResponse(400, {
          code: 'validation_error',
          message: 'validation_error',
          errors: { 'installation.cups': ['cups_not_available'] },
        }),
    });
    seedWizard('electricity', { values: filledValues('electricity') });
    renderWizard('electricity');
    await onStep('installation');
    next();
    await screen.findByTestId('cups-not-available');
    expect(screen.getByText('This supply point is not available for a new contract online.')).toBeTruthy();
    expect((screen.getByTestId('wizard-next') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('lead-error-generic')).toBeTruthy();
  });
});

describe('the residence type', () => {
  it('a business chooses its cnae; a habitual residence sends the home one (9820)', async () => {
    const { calls } = stubContractingApi('electricity');
    const values = filledValues('electricity');
    seedWizard('electricity', { values: { ...values, installation: { ...values.installation, residenceType: 'business' } } });
    renderWizard('electricity');
    await onStep('installation');
    await waitFor(() => expect(field('cnae').querySelectorAll('option').length).toBe(3));
    next();
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(leadPosts(calls)).toEqual([]);
    fireEvent.change(field('cnae'), { target: { value: '5610' } });
    next();
    await reaches('person');
    expect(postBody<{ installation: { cnae: unknown } }>(calls, 0).installation.cnae).toEqual({
      id: 5610,
      name: '5610',
      descripcio: 'Restaurants',
    });

    previous();
    await reaches('installation');
    fireEvent.click(field('residenceType-habitual'));
    expect(screen.getByTestId('installation-home-cnae').textContent).toContain('9820');
    next();
    await reaches('person');
    expect(postBody<{ installation: { cnae: unknown } }>(calls, 1).installation.cnae).toEqual({ id: 986, name: '9820' });
  });
});

describe('next', () => {
  it('posts step 1 with the installation only, keeps the lead id, and sends nothing when nothing changed', async () => {
    const { calls } = stubContractingApi('electricity');
    seedWizard('electricity', { values: filledValues('electricity') });
    renderWizard('electricity');
    await onStep('installation');
    next();
    await reaches('person');
    expect(document.activeElement).toBe(screen.getByTestId('wizard-step-heading'));
    const [first] = leadPosts(calls);
    expect(Object.keys(first?.body as object).sort()).toEqual(['installation', 'step', 'type']);
    expect(first?.body).toMatchObject({
      type: 'electricity',
      step: 1,
      installation: { cups: CUPS, activeContract: false, leadsConsent: true },
    });
    expect(storeOf('electricity').leadId).toBe(LEAD_ID);

    previous();
    await reaches('installation');
    next();
    await reaches('person');
    expect(leadPosts(calls)).toHaveLength(1);

    previous();
    await reaches('installation');
    type('address.pnp', '5');
    next();
    await reaches('person');
    expect(leadPosts(calls)).toHaveLength(2);
    expect(leadPosts(calls)[1]?.body).toMatchObject({ lead_id: LEAD_ID, step: 1, installation: { address: { pnp: '5' } } });
  });

  it('shows each field’s error, announces them, and does not post', async () => {
    const { calls } = stubContractingApi('electricity');
    renderWizard('electricity');
    await onStep('installation');
    next();
    await waitFor(() => expect(screen.getByTestId('wizard-invalid').textContent).toContain('need your attention'));
    expect(screen.getByTestId('wizard-invalid').getAttribute('role')).toBe('alert');
    expect(screen.getAllByText('This field is required.').length).toBeGreaterThan(3);
    expect(leadPosts(calls)).toEqual([]);
  });

  it('a failed post is the generic error, and stops; editing a field clears it', async () => {
    stubContractingApi('electricity', { lead: () => jsonResponse(500, { code: 'internal_error', message: 'internal_error' }) });
    seedWizard('electricity', { values: filledValues('electricity') });
    renderWizard('electricity');
    await onStep('installation');
    next();
    const alert = await screen.findByTestId('lead-error-generic');
    expect(alert.textContent).toBe('Your details could not be saved. Please try again in a moment.');
    expect(alert.className).toContain('MuiAlert-filled');
    expect(screen.getByTestId('wizard-step-body-installation')).toBeTruthy();
    type('address.pnp', '7');
    await waitFor(() => expect(screen.queryByTestId('lead-error-generic')).toBeNull());
  });

  it('asks a signed-out visitor for the lead consent and the solvency check', async () => {
    stubContractingApi('dual');
    renderWizard('dual');
    await onStep('installation');
    expect(field('leadsConsent')).toBeTruthy();
    expect(field('acceptMorosityVerification')).toBeTruthy();
    next();
    expect(await screen.findByText('Authorise the solvency check to continue.')).toBeTruthy();
  });
});
