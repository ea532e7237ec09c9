import '../../../test/dom.ts';
import { DEFAULT_SETTINGS, type TComparisonResult, type TSettings } from '@portal/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadCataloguePart } from '../../../shared/i18n/i18n.ts';
import { apiCalls, jsonResponse, stubFetch, type TFetchCall } from '../../../test/fetch-stub.ts';
import { renderWithApp, useEnglish } from '../../../test/render.tsx';

import GasComparatorPage from '../pages/gas-comparator-page.tsx';

const GAS_CUPS = 'ES0230000000000003SA';
const GAS_TARIFFS = [
  { id: 31, name: 'RL.1' },
  { id: 32, name: 'RL.2' },
];
const RESULT: TComparisonResult = {
  header: '<p>You would save <strong>8,00 €</strong></p>',
  content: '',
  total_amount: 52,
  operations: {
    lines: [
      { name: 'fijo', price_unit: 0.15, quantity: 31, multi: 1, amount: 4.65 },
      { name: 'variable', price_unit: 0.07, quantity: 500, multi: 1, amount: 35 },
    ],
    taxes: [{ name: 'IVA 21%', amount: 9.02 }],
  },
  paid: 60,
  saving: 8,
  yearly: { ours: 600, theirs: 700, saving: 100, basis: 'estimate', source: 'a documented seasonal approximation' },
  product: { name: 'GAS_DEMO', commercial_name: 'Gas Demo' },
  period: { start: '2025-01-01', end: '2025-01-31', days: 31 },
};

const api = (compare: (call: TFetchCall) => Response = () => jsonResponse(200, RESULT)) =>
  stubFetch((call) => {
    const url = new URL(call.url, 'http://portal.test');
    if (url.pathname === '/api/v2/gas/leads/comers') return jsonResponse(200, [{ id: 21, name: 'Naturgy' }]);
    if (url.pathname === '/api/v2/gas/tariff') return jsonResponse(200, GAS_TARIFFS);
    if (url.pathname === `/api/v2/gas/contractacio/config/cups/${GAS_CUPS}`)
      return jsonResponse(200, {
        access_tariff: { id: 32, name: 'RL.2' },
        address: { zipcode: '17001' },
        cups_availability: { available: true },
      });
    if (url.pathname === '/api/v2/gas/price-compare/' && call.method === 'POST') return compare(call);
    return jsonResponse(404, { code: 'not_found', message: 'not_found' });
  });

const settings = { ...DEFAULT_SETTINGS, comparator: { ...DEFAULT_SETTINGS.comparator, enabled: true } } as TSettings;
const field = (name: string) => screen.getByTestId(`field-${name}`) as HTMLInputElement | HTMLSelectElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

async function fillBill() {
  await screen.findByRole('option', { name: 'Naturgy' });
  await screen.findByRole('option', { name: 'RL.1' });
  type('cups', GAS_CUPS);
  await waitFor(() => expect(field('access_tariff').value).toBe('32'));
  type('comerOrigin', '21');
  type('consumption', '500');
  type('startDate', '01/01/2025');
  type('endDate', '01/31/2025');
  type('invoiceAmount', '60');
}

beforeAll(async () => {
  await useEnglish();
  await loadCataloguePart('comparator');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the gas comparator (visitor-and-shell §2.7, §4.4, §5.4)', () => {
  it('fills the tariff from the CUPS, sends §3.4 and shows the fixed and variable terms', async () => {
    const { calls } = api();
    renderWithApp(<GasComparatorPage />, { settings });
    await fillBill();
    fireEvent.click(screen.getByTestId('compare-submit'));
    await screen.findByRole('heading', { name: 'Your comparison' });
    expect(apiCalls(calls).find((call) => call.method === 'POST')?.body).toEqual({
      mode: 'auto',
      cups: GAS_CUPS,
      comerOrigin: 21,
      access_tariff: 32,
      consumption: 500,
      startDate: '2025-01-01',
      endDate: '2025-01-31',
      invoiceAmount: 60,
    });
    const lines = within(screen.getByTestId('compare-breakdown')).getAllByTestId('breakdown-line');
    expect(lines.map((row) => row.querySelector('th')?.firstChild?.textContent)).toEqual(['Fixed term', 'Variable term']);
  });

  it('refuses an end before the start, under the end date', async () => {
    api();
    renderWithApp(<GasComparatorPage />, { settings });
    await fillBill();
    type('startDate', '02/01/2025');
    fireEvent.click(screen.getByTestId('compare-submit'));
    expect((await screen.findByTestId('field-endDate-error')).textContent).toBe('The last day cannot be before the first.');
  });

  it('says the failure in red, with everything typed kept', async () => {
    api(() => jsonResponse(503, { code: 'unavailable', message: 'message_cant_do_operation' }));
    renderWithApp(<GasComparatorPage />, { settings });
    await fillBill();
    fireEvent.click(screen.getByTestId('compare-submit'));
    const error = await screen.findByTestId('compare-error');
    expect(error.textContent).toBe('Error: Could not compare');
    expect(field('consumption').value).toBe('500');
  });
});
