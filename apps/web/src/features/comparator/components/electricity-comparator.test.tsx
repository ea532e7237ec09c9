import '../../../test/dom.ts';
import { DEFAULT_SETTINGS, type TComparisonResult, type TCupsConfig, type TSettings } from '@portal/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadCataloguePart } from '../../../shared/i18n/i18n.ts';
import { apiCalls, jsonResponse, stubFetch, type TFetchCall } from '../../../test/fetch-stub.ts';
import { renderWithApp, useEnglish } from '../../../test/render.tsx';

import ElectricityComparatorPage from '../pages/electricity-comparator-page.tsx';

const CUPS_20 = 'ES0021000000000001RK';
const CUPS_30TD = 'ES0031000000000002BZ';
const CUPS_UNKNOWN = 'ES0230000000000003SA';

const TARIFFS_LOW = [
  { id: 1, name: '2.0TD' },
  { id: 7, name: 'VE 2.0TD' },
];
const TARIFFS_HIGH = [{ id: 2, name: '3.0TD' }];
const COMERS = [
  { id: 11, name: 'Iberdrola Clientes' },
  { id: 12, name: 'Endesa Energía' },
];

const config = (over: Partial<TCupsConfig>): TCupsConfig => ({
  cups_data_availability: { available: true },
  access_tariff: { id: 1, name: '2.0TD' },
  address: { zipcode: '17001' },
  cups_availability: { available: true },
  power: 4.6,
  power_p1: 4.6,
  power_p2: 4.6,
  power_p3: null,
  power_p4: null,
  power_p5: null,
  power_p6: null,
  selfcons: false,
  autoconsumo_code: '00',
  distributor: { code: '0021', name: 'i-DE' },
  ine: '17079',
  ...over,
});
const CONFIGS: Record<string, TCupsConfig> = {
  [CUPS_20]: config({}),
  [CUPS_30TD]: config({
    access_tariff: { id: 2, name: '3.0TD' },
    power: 20,
    power_p1: 20,
    power_p2: 20,
    power_p3: 20,
    power_p4: 20,
    power_p5: 20,
    power_p6: 25,
  }),
};

const RESULT: TComparisonResult = {
  header: '<h2>You would save <strong>12,34 €</strong></h2><script>alert(1)</script>',
  content: '<p>Prices of Tarifa Demo.</p>',
  total_amount: 62.66,
  operations: {
    lines: [
      { name: 'potencia', price_unit: 0.073782, quantity: 4.6, multi: 31, amount: 10.52, period: 'P1' },
      { name: 'energia', price_unit: 0.15, quantity: 200, multi: 1, amount: 30, period: 'P1' },
      { name: 'lloguer', price_unit: 0.0266, quantity: 31, multi: 1, amount: 0.82 },
    ],
    taxes: [
      { name: 'Impuesto especial sobre la electricidad', amount: 2.11 },
      { name: 'IVA', amount: 10.87 },
    ],
  },
  paid: 75,
  saving: 12.34,
  yearly: { ours: 700, theirs: 850, saving: 150, basis: 'estimate', source: 'a documented seasonal approximation' },
  product: { name: 'TARIFA_DEMO', commercial_name: 'Tarifa Demo' },
  period: { start: '2025-01-01', end: '2025-01-31', days: 31 },
};

type TApi = { compare?: (call: TFetchCall) => Response; comers?: () => Response; confirm?: (call: TFetchCall) => Response };
const api = ({
  compare = () => jsonResponse(200, RESULT),
  comers = () => jsonResponse(200, COMERS),
  confirm = () => jsonResponse(200, { status: 'OK', lead_id: 41 }),
}: TApi = {}) =>
  stubFetch((call) => {
    const url = new URL(call.url, 'http://portal.test');
    if (url.pathname === '/api/v1/leads/ticket') return jsonResponse(200, { ticket: 'ticket-1' });
    if (url.pathname === '/api/v1/price-compare/confirm' && call.method === 'POST') return confirm(call);
    if (url.pathname === '/api/v1/leads/comers') return comers();
    if (url.pathname === '/api/v1/tariff')
      return jsonResponse(200, Number(url.searchParams.get('power')) > 15 ? TARIFFS_HIGH : TARIFFS_LOW);
    const cups = /\/contractacio\/config\/cups\/(\w+)$/.exec(url.pathname)?.[1];
    if (cups)
      return CONFIGS[cups] ? jsonResponse(200, CONFIGS[cups]) : jsonResponse(404, { code: 'cups_not_found', message: 'cups_not_found' });
    if (url.pathname === '/api/v1/price-compare/' && call.method === 'POST') return compare(call);
    return jsonResponse(404, { code: 'not_found', message: 'not_found' });
  });

const withComparator = (comparator: Record<string, unknown> = {}): TSettings =>
  ({ ...DEFAULT_SETTINGS, comparator: { ...DEFAULT_SETTINGS.comparator, enabled: true, ...comparator } }) as TSettings;
const renderPage = (settings = withComparator()) => renderWithApp(<ElectricityComparatorPage />, { settings });

const field = (name: string) => screen.getByTestId(`field-${name}`) as HTMLInputElement | HTMLSelectElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const posts = (calls: TFetchCall[]) => apiCalls(calls).filter((call) => call.method === 'POST');
const formOf = (call: TFetchCall | undefined) => Object.fromEntries([...((call?.body ?? new FormData()) as FormData).entries()]);
/** The shared lead form's contact (shared/lead-form). */
async function fillLead(calls: TFetchCall[]) {
  await waitFor(() => expect(apiCalls(calls).some((call) => call.url === '/api/v1/leads/ticket')).toBe(true));
  type('name', 'Marta');
  type('surname1', 'Puig');
  type('email', 'marta@example.com');
  type('telephone', '612 345 678');
  type('contactHours', '9-13h');
  fireEvent.click(field('consent'));
}
const submit = () => fireEvent.click(screen.getByTestId('compare-submit'));

/** A whole valid bill: a 2.0TD point typed by hand, January 2025. */
async function fillBill() {
  await screen.findByRole('option', { name: 'Endesa Energía' });
  type('cups', CUPS_UNKNOWN);
  type('power', '4.6');
  type('power2', '4.6');
  type('comerOrigin', '12');
  await screen.findByRole('option', { name: '2.0TD' }, { timeout: 2000 });
  type('accessTariff', '1');
  type('p1', '100');
  type('p2', '60');
  type('p3', '40');
  type('startDate', '01/01/2025');
  type('endDate', '01/31/2025');
  type('invoiceAmount', '75');
}

beforeAll(async () => {
  await useEnglish();
  await loadCataloguePart('comparator');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the electricity comparator (visitor-and-shell §2.6, §4.4, §5.3)', () => {
  it('fills the powers and the tariff from a CUPS of 20 characters, once its tariff list is there', async () => {
    const { calls } = api();
    renderPage();
    type('cups', CUPS_20.toLowerCase());
    await waitFor(() => expect(field('accessTariff').value).toBe('1'), { timeout: 2000 });
    expect(field('power').value).toBe('4.6');
    expect(field('power2').value).toBe('4.6');
    expect(screen.getByTestId('cups-lookup-status').textContent).toMatch(/We found your supply point/);
    const lookups = apiCalls(calls).filter((call) => call.url.includes('/contractacio/config/cups/'));
    expect(lookups.map((call) => call.url)).toEqual([`/api/v1/contractacio/config/cups/${CUPS_20}`]);
  });

  it('fills the six powers of a 3.0TD point and sends them', async () => {
    const { calls } = api();
    renderPage();
    await screen.findByRole('option', { name: 'Endesa Energía' });
    type('cups', CUPS_30TD);
    await waitFor(() => expect(field('accessTariff').value).toBe('2'), { timeout: 2000 });
    for (const period of [1, 2, 3, 4, 5, 6]) expect(field(`p${period}`).disabled).toBe(false);
    type('comerOrigin', '11');
    for (const period of [1, 2, 3, 4, 5, 6]) type(`p${period}`, '100');
    type('startDate', '01/01/2025');
    type('endDate', '01/31/2025');
    type('invoiceAmount', '300');
    submit();
    await screen.findByTestId('compare-result');
    expect(posts(calls)[0]?.body).toMatchObject({ power: 20, power2: 20, power3: 20, power4: 20, power5: 20, power6: 25, accessTariff: 2 });
  });

  it('says an unknown CUPS is not known and leaves every field to type', async () => {
    api();
    renderPage();
    type('cups', CUPS_UNKNOWN);
    await waitFor(() =>
      expect(screen.getByTestId('cups-lookup-status').textContent).toBe('We do not know this supply point. Type its details yourself.'),
    );
    expect(field('power').disabled).toBe(false);
    expect(field('power').value).toBe('');
    type('power', '3.3');
    expect(field('power').value).toBe('3.3');
  });

  it('does not look up a CUPS of another length', async () => {
    const { calls } = api();
    renderPage();
    type('cups', CUPS_20.slice(0, 19));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(apiCalls(calls).some((call) => call.url.includes('/config/cups/'))).toBe(false);
  });

  it('reloads the tariffs when the power changes and clears a tariff no longer offered', async () => {
    const { calls } = api();
    renderPage();
    type('power', '4.6');
    await screen.findByRole('option', { name: '2.0TD' }, { timeout: 2000 });
    type('accessTariff', '1');
    expect(field('accessTariff').value).toBe('1');
    type('power', '20');
    await screen.findByRole('option', { name: '3.0TD' }, { timeout: 2000 });
    await waitFor(() => expect(field('accessTariff').value).toBe(''));
    const tariffCalls = apiCalls(calls).filter((call) => call.url.startsWith('/api/v1/tariff'));
    expect(tariffCalls.map((call) => new URL(call.url, 'http://portal.test').searchParams.get('power'))).toEqual(['4.6', '20']);
  });

  it('opens the consumption periods by the tariff’s name', async () => {
    api();
    renderPage();
    const open = () => [1, 2, 3, 4, 5, 6].filter((period) => !field(`p${period}`).disabled);
    expect(open()).toEqual([1]);
    type('power', '4.6');
    await screen.findByRole('option', { name: '2.0TD' }, { timeout: 2000 });
    type('accessTariff', '1');
    expect(open()).toEqual([1, 2, 3]);
    type('accessTariff', '7');
    expect(open()).toEqual([1, 2, 3, 4, 5, 6]);
    type('p5', '12');
    type('accessTariff', '1');
    expect(open()).toEqual([1, 2, 3]);
    expect(field('p5').value).toBe('');
  });

  it('says what is wrong under each field, linked to it, and sends nothing', async () => {
    const { calls } = api();
    renderPage();
    await screen.findByRole('option', { name: 'Endesa Energía' });
    submit();
    await waitFor(() => expect(field('cups').getAttribute('aria-invalid')).toBe('true'));
    for (const name of ['cups', 'power', 'comerOrigin', 'accessTariff', 'p1', 'invoiceAmount']) {
      const input = field(name);
      const described = input.getAttribute('aria-describedby') ?? '';
      expect(document.getElementById(described.split(' ')[0] ?? '')?.textContent, name).toBe('This field is required.');
    }
    expect(screen.getByTestId('field-startDate-error').textContent).toBe('This field is required.');
    type('cups', 'ES0021000000000001XX');
    type('power', '4.1234');
    type('p1', '12.5');
    type('invoiceAmount', '0');
    type('startDate', '02/01/2025');
    type('endDate', '01/01/2025');
    submit();
    expect(await screen.findByText('This is not a valid CUPS: check its letters and digits.')).toBeTruthy();
    // Four decimals are not a power as the form reads one (§5.3: up to 3 decimals).
    expect(document.getElementById(field('power').getAttribute('aria-describedby') ?? '')?.textContent).toBe('This value is not valid.');
    expect(screen.getByText('Enter a whole number, without decimals.')).toBeTruthy();
    expect(screen.getByText('Enter a number greater than 0.')).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);
  });

  it('checks the period and the consumption against the power once the fields are right', async () => {
    const { calls } = api();
    renderPage();
    await fillBill();
    type('startDate', '02/01/2025');
    submit();
    expect((await screen.findByTestId('field-endDate-error')).textContent).toBe('The last day cannot be before the first.');
    type('startDate', '01/01/2025');
    type('endDate', '01/02/2026');
    submit();
    await waitFor(() => expect(screen.getByTestId('field-endDate-error').textContent).toBe('The period cannot be longer than a year.'));
    type('endDate', '01/31/2025');
    type('power', '1');
    type('power2', '1');
    type('p1', '100000');
    submit();
    expect(await screen.findByText(/more than the contracted power can deliver/)).toBeTruthy();
    type('startDate', '2025-13-45');
    submit();
    expect((await screen.findByTestId('field-startDate-error')).textContent).toBe('The date is not valid.');
    expect(posts(calls)).toHaveLength(0);
  });

  it('sends the payload of §3.3 and shows the result: header, breakdown with the special tax’s label, saving and the yearly estimate', async () => {
    const { calls } = api();
    renderPage();
    await fillBill();
    submit();
    const heading = await screen.findByRole('heading', { name: 'Your comparison' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(posts(calls)[0]?.body).toEqual({
      mode: 'auto',
      cups: CUPS_UNKNOWN,
      comerOrigin: 12,
      accessTariff: 1,
      power: 4.6,
      power2: 4.6,
      p1: 100,
      p2: 60,
      p3: 40,
      startDate: '2025-01-01',
      endDate: '2025-01-31',
      invoiceAmount: 75,
      consent: false,
    });
    const header = await screen.findByTestId('compare-header');
    expect(header.textContent).toBe('You would save 12,34 €');
    expect(header.querySelector('script')).toBeNull();
    const breakdown = screen.getByTestId('compare-breakdown');
    const taxes = within(breakdown)
      .getAllByTestId('breakdown-tax')
      .map((row) => row.textContent);
    expect(taxes).toEqual(['Special electricity tax€2.11', 'VAT€10.87']);
    expect(
      within(breakdown)
        .getAllByTestId('breakdown-line')
        .map((row) => row.querySelector('th')?.firstChild?.textContent),
    ).toEqual(['Power P1', 'Energy P1', 'Meter rental']);
    expect(within(breakdown).getByTestId('breakdown-total').textContent).toBe('Total€62.66');
    expect(screen.getByTestId('compare-paid').textContent).toBe('€75.00');
    expect(screen.getByTestId('compare-saving').textContent).toBe('€12.34');
    expect(screen.getByTestId('compare-yearly').textContent).toContain('You would save about €150.00 a year.');
    expect(screen.getByTestId('compare-yearly-basis').textContent).toContain('An estimate, not an offer');
    expect(screen.getByTestId('compare-yearly-basis').textContent).toContain('a documented seasonal approximation');
  });

  it('goes back to the form with everything typed', async () => {
    api();
    renderPage();
    await fillBill();
    submit();
    fireEvent.click(await screen.findByTestId('compare-back'));
    expect(field('cups').value).toBe(CUPS_UNKNOWN);
    expect(field('power').value).toBe('4.6');
    expect(field('comerOrigin').value).toBe('12');
    expect(field('accessTariff').value).toBe('1');
    expect(field('p3').value).toBe('40');
    expect(field('startDate').value).toBe('01/01/2025');
    expect(field('endDate').value).toBe('01/31/2025');
    expect(field('invoiceAmount').value).toBe('75');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
  });

  it('says "Error: Could not compare" when the call fails, and keeps the form', async () => {
    api({ compare: () => jsonResponse(500, { code: 'internal', message: 'message_cant_do_operation' }) });
    renderPage();
    await fillBill();
    submit();
    const error = await screen.findByTestId('compare-error');
    expect(error.textContent).toBe('Error: Could not compare');
    expect(field('p1').value).toBe('100');
    expect(screen.queryByTestId('compare-result')).toBeNull();
  });

  it('puts the server’s field errors under their fields', async () => {
    api({
      compare: () => jsonResponse(400, { code: 'validation_error', message: 'validation_error', errors: { p1: ['consumption_too_high'] } }),
    });
    renderPage();
    await fillBill();
    submit();
    expect(await screen.findByText(/more than the contracted power can deliver/)).toBeTruthy();
    expect(field('p1').getAttribute('aria-invalid')).toBe('true');
  });

  it('hides the supplier list when it is empty, and says why', async () => {
    api({ comers: () => jsonResponse(200, []) });
    renderPage();
    expect(await screen.findByTestId('comer-unavailable')).toBeTruthy();
    expect(screen.queryByTestId('field-comerOrigin')).toBeNull();
  });

  it('offers the two modes, unless calculationMode is writed_data', async () => {
    api();
    const { unmount } = renderPage();
    expect(screen.getByTestId('compare-mode-auto')).toBeTruthy();
    expect(screen.getByTestId('compare-mode-manual')).toBeTruthy();
    unmount();
    renderPage(withComparator({ calculationMode: 'writed_data' }));
    expect(screen.queryByTestId('compare-mode')).toBeNull();
    expect(screen.getByTestId('compare-form')).toBeTruthy();
  });

  it('sends the lead after the result with the CUPS and the payload compared, then confirms', async () => {
    const { calls } = api();
    renderPage();
    await fillBill();
    submit();
    await screen.findByTestId('compare-result');
    await fillLead(calls);
    fireEvent.click(screen.getByTestId('compare-lead-submit'));
    expect(await screen.findByTestId('compare-lead-sent')).toBeTruthy();
    const confirm = posts(calls).find((call) => call.url.endsWith('/price-compare/confirm'));
    const sent = formOf(confirm);
    expect(sent).toMatchObject({ mode: 'result', cups: CUPS_UNKNOWN, name: 'Marta', contactHours: '9-13h', ticket: 'ticket-1' });
    expect(JSON.parse(String(sent.comparison))).toMatchObject({ cups: CUPS_UNKNOWN, accessTariff: 1, p1: 100, invoiceAmount: 75 });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Thank you'));
  });

  it('sends the invoice in the manual mode; a failure says "Invoice sending failed." and keeps what was typed', async () => {
    let fail = true;
    const { calls } = api({
      confirm: () =>
        fail
          ? jsonResponse(500, { code: 'internal', message: 'message_cant_do_operation' })
          : jsonResponse(200, { status: 'OK', lead_id: 42 }),
    });
    renderPage();
    fireEvent.click(screen.getByTestId('compare-mode-manual'));
    expect(screen.queryByTestId('compare-form')).toBeNull();
    type('manual-cups', CUPS_20);
    await fillLead(calls);
    fireEvent.click(screen.getByTestId('compare-lead-submit'));
    expect(await screen.findByText('Attach your invoice.', { exact: false })).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);
    fireEvent.change(field('invoice'), { target: { files: [new File([new Uint8Array(64)], 'factura.pdf', { type: 'application/pdf' })] } });
    fireEvent.click(screen.getByTestId('compare-lead-submit'));
    expect((await screen.findByTestId('compare-invoice-failed')).textContent).toBe('Invoice sending failed.');
    expect(field('manual-cups').value).toBe(CUPS_20);
    expect(field('name').value).toBe('Marta');
    fail = false;
    fireEvent.click(screen.getByTestId('compare-lead-submit'));
    expect(await screen.findByTestId('compare-invoice-sent')).toBeTruthy();
    const sent = formOf(posts(calls).at(-1));
    expect(sent).toMatchObject({ mode: 'manual', cups: CUPS_20 });
    expect((sent.invoice as File).name).toBe('factura.pdf');
  });
});
