import '../../../test/dom.ts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CUPS_UNAVAILABLE, filledValues, GAS_CUPS, gasCupsConfig, LEAD_ID } from '../test/contracting-fixtures.ts';
import {
  cleanupWizardTest,
  field,
  leadPosts,
  next,
  onStep,
  reaches,
  renderWizard,
  seedWizard,
  sentSections,
  signedOut,
  storeOf,
  stubContractingApi,
  type,
  useEnglishContracting,
} from '../test/contracting-harness.tsx';

beforeAll(useEnglishContracting);
beforeEach(signedOut);
afterEach(cleanupWizardTest);

describe('the gas contract step', () => {
  it('in the dual wizard asks whether to include gas; without it only that is sent', async () => {
    const { calls } = stubContractingApi('dual');
    const values = filledValues('dual');
    seedWizard('dual', {
      values: { ...values, gasContract: { ...values.gasContract, includeGas: false } },
      current: 'gasContract',
      done: ['installation', 'person', 'contract'],
      leadId: LEAD_ID,
      sent: sentSections('dual', values, ['installation', 'person', 'contract']),
    });
    renderWizard('dual');
    await onStep('gasContract');
    expect(screen.queryByTestId('field-cups')).toBeNull();
    next();
    await reaches('payment');
    expect(leadPosts(calls)[0]?.body).toEqual({ lead_id: LEAD_ID, type: 'dual', step: 3, gasContract: { includeGas: false } });
  });

  it('looks the gas CUPS up: fills the toll, and stops the wizard when the point is not available', async () => {
    stubContractingApi('dual', {
      gasCups: {
        [GAS_CUPS]: gasCupsConfig({ access_tariff: { id: 31, name: 'RL.1' } }),
        [CUPS_UNAVAILABLE]: gasCupsConfig({ cups_availability: { available: false } }),
      },
    });
    const values = filledValues('dual');
    seedWizard('dual', {
      values: { ...values, gasContract: { ...values.gasContract, cups: '', accessTariff: '' } },
      current: 'gasContract',
      done: ['installation', 'person', 'contract'],
      leadId: LEAD_ID,
    });
    renderWizard('dual');
    await onStep('gasContract');
    type('cups', CUPS_UNAVAILABLE);
    await screen.findByTestId('cups-not-available');
    expect((screen.getByTestId('wizard-next') as HTMLButtonElement).disabled).toBe(true);
    type('cups', GAS_CUPS);
    await waitFor(() => expect(field('accessTariff').value).toBe('31'));
    expect((screen.getByTestId('wizard-next') as HTMLButtonElement).disabled).toBe(false);
    await screen.findByTestId('product-601');
  });

  it('in the gas wizard always includes gas, starts from the installation, and asks the promotional code here', async () => {
    stubContractingApi('gas');
    const values = filledValues('gas');
    seedWizard('gas', {
      values: {
        ...values,
        installation: { ...values.installation, comerOrigin: '12' },
        gasContract: { ...values.gasContract, cups: '', comerOrigin: '' },
      },
      current: 'person',
      done: ['installation'],
      leadId: LEAD_ID,
    });
    renderWizard('gas');
    await onStep('person');
    next();
    await reaches('gasContract');
    expect(screen.queryByTestId('field-includeGas')).toBeNull();
    expect(storeOf('gas').values.gasContract).toMatchObject({ cups: GAS_CUPS, comerOrigin: '12' });
    expect(field('cups').value).toBe(GAS_CUPS);
    expect(screen.getByTestId('gas-promotional-code-apply')).toBeTruthy();
  });
});
