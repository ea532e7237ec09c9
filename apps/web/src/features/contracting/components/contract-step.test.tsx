import '../../../test/dom.ts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiCalls } from '../../../test/fetch-stub.ts';
import { CUPS, filledValues, LEAD_ID } from '../test/contracting-fixtures.ts';
import {
  cleanupWizardTest,
  field,
  leadPosts,
  next,
  onStep,
  pathOf,
  reaches,
  renderWizard,
  seedWizard,
  signedOut,
  stubContractingApi,
  type,
  useEnglishContracting,
} from '../test/contracting-harness.tsx';

beforeAll(useEnglishContracting);
beforeEach(signedOut);
afterEach(cleanupWizardTest);

function onContract(selfconsCode?: string) {
  seedWizard('electricity', {
    values: filledValues('electricity'),
    current: 'contract',
    done: ['installation', 'person'],
    leadId: LEAD_ID,
    ...(selfconsCode ? { supplyPoint: { cups: CUPS, available: true, selfconsCode } } : {}),
  });
  return renderWizard('electricity');
}
const contractPost = (calls: Parameters<typeof leadPosts>[0]) =>
  leadPosts(calls).at(-1)?.body as { step: number; contract: Record<string, unknown> } | undefined;

describe('the powers', () => {
  it('above 15 kW asks for P3 to P6, each at least the one before; at 15 kW or less sends them as 0', async () => {
    const { calls } = stubContractingApi('electricity');
    onContract();
    await onStep('contract');
    expect(screen.queryByTestId('field-power3')).toBeNull();
    type('power', '16');
    type('power2', '16');
    await screen.findByTestId('field-power3');
    for (const period of ['power3', 'power4', 'power5', 'power6']) expect(field(period)).toBeTruthy();
    type('power3', '17');
    type('power4', '16');
    type('power5', '18');
    type('power6', '18');
    next();
    expect(await screen.findByText('This period cannot be lower than the previous one.')).toBeTruthy();
    expect(leadPosts(calls)).toEqual([]);

    type('power', '4,6');
    type('power2', '5,75');
    await waitFor(() => expect(screen.queryByTestId('field-power3')).toBeNull());
    next();
    await reaches('payment');
    expect(contractPost(calls)?.contract).toMatchObject({ power: 4.6, power2: 5.75, power3: 0, power4: 0, power5: 0, power6: 0 });
    expect(contractPost(calls)?.step).toBe(3);
  });

  it('keeps what a power field can hold: digits, one comma, three decimals, no sign', async () => {
    stubContractingApi('electricity');
    onContract();
    await onStep('contract');
    type('power', '-4,65432');
    expect(field('power').value).toBe('4,654');
    type('power', '4.6.7a');
    expect(field('power').value).toBe('4.67');
  });
});

describe('the products', () => {
  it('are asked for the power, tariff, CUPS, self-consumption and language, and shown with their description', async () => {
    const { calls } = stubContractingApi('electricity');
    onContract();
    await onStep('contract');
    await screen.findByTestId('product-501');
    const asked = apiCalls(calls).find((call) => pathOf(call) === '/api/v1/pricelist');
    const query = Object.fromEntries(new URL(asked!.url, 'http://portal.test').searchParams);
    expect(query).toEqual({ power: '4.6', atr: '1', cups: CUPS, selfcons: '0', lang: 'en-US' });
    expect((screen.getByTestId('product-501') as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(screen.getByText('all day')).toBeTruthy());
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByRole('link', { name: /^More about Tarifa Estable ?\(opens in a new tab\)$/ })).toBeTruthy();
  });

  it('an empty list warns that no product is available, with the CRM phone', async () => {
    stubContractingApi('electricity', { products: [] });
    onContract();
    await onStep('contract');
    const warning = await screen.findByTestId('no-tariff-available');
    expect(warning.textContent).toBe('No product is available for these details. Call us on 900 000 000 and we will find one for you.');
  });
});

describe('the promotional code', () => {
  it('goes idle, validating, then applied or invalid; the same code again is already applied', async () => {
    const { calls } = stubContractingApi('electricity', { coupons: { SUMMER25: true } });
    onContract();
    await onStep('contract');
    const status = () => screen.getByTestId('contract-promotional-code-status');
    type('promotionalCode', 'WRONG');
    expect(status().dataset.status).toBe('idle');
    fireEvent.click(screen.getByTestId('contract-promotional-code-apply'));
    await waitFor(() => expect(status().dataset.status).toBe('invalid'));
    expect(status().textContent).toBe('This promotional code is not valid.');
    expect(status().getAttribute('role')).toBe('status');

    type('promotionalCode', 'SUMMER25');
    fireEvent.click(screen.getByTestId('contract-promotional-code-apply'));
    expect(status().dataset.status).toBe('validating');
    await waitFor(() => expect(status().dataset.status).toBe('applied'));
    expect(status().textContent).toBe('Code SUMMER25 applied.');
    // The price list is asked again with the code.
    await waitFor(() =>
      expect(apiCalls(calls).some((call) => pathOf(call) === '/api/v1/pricelist' && call.url.includes('promocode=SUMMER25'))).toBe(true),
    );

    fireEvent.click(screen.getByTestId('contract-promotional-code-apply'));
    expect(status().dataset.status).toBe('repeated');
    expect(status().textContent).toBe('This code is already applied.');
    next();
    await reaches('payment');
    expect(contractPost(calls)?.contract.promotionalCode).toBe('SUMMER25');
  });
});

describe('self-consumption', () => {
  it('is 00 when off, the code the registry found when on, and asks for its documents', async () => {
    const { calls } = stubContractingApi('electricity');
    onContract('31');
    await onStep('contract');
    expect(screen.getByTestId('selfcons-code').textContent).toBe('Self-consumption code: 00');
    field('selfcons').click();
    await waitFor(() => expect(screen.getByTestId('selfcons-code').textContent).toBe('Self-consumption code: 31'));
    expect(screen.getByText('Self-consumption documents *')).toBeTruthy();
    next();
    expect(await screen.findByTestId('files-error')).toBeTruthy();
    field('selfcons').click();
    next();
    await reaches('payment');
    expect(contractPost(calls)?.contract).toMatchObject({ selfcons: false, selfconsCode: '00' });
  });

  it('without a code from the registry is 41 when on', async () => {
    stubContractingApi('electricity');
    onContract();
    await onStep('contract');
    field('selfcons').click();
    await waitFor(() => expect(screen.getByTestId('selfcons-code').textContent).toBe('Self-consumption code: 41'));
  });
});
