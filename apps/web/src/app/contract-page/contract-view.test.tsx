import '../../test/dom.ts';
import { DEFAULT_SETTINGS, mergeSettings } from '@portal/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authActions } from '../../shared/session/auth-store.ts';
import { contractFixture, gasContractFixture, pathOf, queryOf } from '../../test/contract-fixture.ts';
import { jsonResponse } from '../../test/fetch-stub.ts';
import { useEnglish } from '../../test/render.tsx';
import { blobResponse, captureDownloads, showContract } from './test/detail-harness.tsx';

const location = () => screen.getByTestId('location').textContent;

beforeAll(useEnglish);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  authActions.signedOut();
});

/** Every button that changes the contract (the report download changes nothing, so it is not one). */
const CHANGE_BUTTONS = [
  'button-power-change',
  'button-iban-change',
  'button-notification-address',
  'button-ref-catastral',
  'button-invoice-delivery',
  'button-sips',
];

describe('contract detail (customer-area §2)', () => {
  it('shows the contract data, contact data, supply point and documents', async () => {
    showContract(contractFixture());
    expect((await screen.findByTestId('contract-owner')).textContent).toBe('Maria Puig');
    expect(screen.getByTestId('contract-power').textContent).toBe('Peak: 4.6 kWOff-peak: 4.6 kW');
    expect(screen.getByTestId('contract-bank-account').textContent).toBe('ES91 **** **** **** **** 1332');
    expect(screen.getByTestId('contract-ref-catastral').textContent).toContain('9872023VH5797S0001WX');
    expect(screen.getByTestId('contract-cups').textContent).toBe('ES0031405398765432DM0F');
    expect(screen.getByTestId('contract-distributor').textContent).toContain('e-distribución');
    expect(screen.getByTestId('contract-invoice-delivery').textContent).toContain('By email');
    expect(screen.getByTestId('contact-email-value').textContent).toBe('maria@example.com');
    // A day on the contract page is written in digits, as its other dates are (not 'Jan 10, 2024').
    expect(screen.getByTestId('attachment-501')).toBeTruthy();
    expect(screen.getByTestId('contract-attachments').textContent).toContain('01/10/2024');
    expect(screen.getByTestId('contract-status').textContent).toBe('Active');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Contract C1001');
  });

  it('puts the key data and the consumption first, then the contract data and the rest', async () => {
    showContract(contractFixture());
    await screen.findByTestId('contract-owner');
    const order = [...document.querySelectorAll('section[data-testid]')]
      .map((section) => section.getAttribute('data-testid'))
      .filter((id, index, all) => all.indexOf(id) === index);
    expect(order.slice(0, 3)).toEqual(['contract-summary', 'contract-consumption', 'contract-data']);
    expect(order.at(-1)).toBe('contract-attachments');
    const summary = screen.getByTestId('contract-summary');
    expect(within(summary).getByRole('heading', { level: 2 }).textContent).toBe('Your contract at a glance');
    expect(screen.getByTestId('contract-summary-tariff').textContent).toBe('2.0TD');
    expect(screen.getByTestId('contract-summary-power').textContent?.replace(/\u00a0/g, ' ')).toBe('Peak 4.6 kW · Off-peak 4.6 kW');
    expect(screen.getByTestId('contract-summary-cups').textContent).toBe('ES0031405398765432DM0F');
    expect(within(summary).getByTestId('contract-status').textContent).toBe('Active');
  });

  it('gas shows pressure and flow rate instead of power, and no power button', async () => {
    showContract(gasContractFixture());
    expect((await screen.findByTestId('contract-pressure')).textContent).toBe('0.05 bar');
    expect(screen.getByTestId('contract-flow').textContent).toBe('2.5 m³/h');
    expect(screen.queryByTestId('contract-power')).toBeNull();
    expect(screen.queryByTestId('button-power-change')).toBeNull();
    expect(screen.getByTestId('button-iban-change')).toBeTruthy();
  });

  it('the cadastral reference shows only when refCatastral is enabled', async () => {
    showContract(contractFixture(), { settings: mergeSettings(DEFAULT_SETTINGS, { refCatastral: { modify: false } }) });
    await screen.findByTestId('contract-owner');
    expect(screen.queryByTestId('contract-ref-catastral')).toBeNull();
    expect(screen.queryByTestId('button-ref-catastral')).toBeNull();
  });

  it('a closed or cancelled contract warns that it cannot be modified and offers no change', async () => {
    showContract(contractFixture({ state: 'baixa' }));
    expect((await screen.findByTestId('contract-warning-closed')).textContent).toMatch(/cannot be modified/);
    expect(screen.getByTestId('contract-status').textContent).toBe('Closed');
    for (const id of CHANGE_BUTTONS) {
      expect(screen.queryByTestId(id)).toBeNull();
    }
    expect(screen.getByTestId('button-download-report')).toBeTruthy();
  });

  it('a draft without a signature date is pending signature, without the closed warning', async () => {
    showContract(contractFixture({ state: 'esborrany', sign_date: null }));
    expect((await screen.findByTestId('contract-status')).textContent).toBe('Signature pending');
    expect(screen.queryByTestId('contract-warning-closed')).toBeNull();
  });

  it('shows the signature-process notice while a change waits for a signature', async () => {
    showContract(contractFixture({ waitingForSignature: ['iban', 'power'] }));
    expect((await screen.findByTestId('contract-signature-notice')).textContent).toMatch(/bank account change, power change/);
  });

  it('the change buttons follow the rules; the report download hides with its flag', async () => {
    const settings = mergeSettings(DEFAULT_SETTINGS, { features: { powerChange: false, disableDownloadContractReport: true } });
    showContract(contractFixture({ no_cession_sips: { state: 'active', waiting_for_signature: false } }), { settings });
    await screen.findByTestId('contract-owner');
    expect(screen.queryByTestId('button-power-change')).toBeNull();
    expect(screen.queryByTestId('button-download-report')).toBeNull();
    expect(screen.getByTestId('button-sips').textContent).toBe('Your data is not shared');
    expect((screen.getByTestId('button-iban-change') as HTMLButtonElement).disabled).toBe(false);
  });

  it.each([
    ['iban', 'button-iban-change'],
    ['power', 'button-power-change'],
  ])('a %s change waiting for signature disables its button with a visible line saying why', async (kind, id) => {
    showContract(contractFixture({ waitingForSignature: [kind] }));
    const button = (await screen.findByTestId(id)) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    // Only that kind waits: the other change buttons stay enabled.
    for (const other of CHANGE_BUTTONS.filter((b) => b !== id)) {
      expect((screen.getByTestId(other) as HTMLButtonElement).disabled, other).toBe(false);
    }
    // Seen without hovering (a touch screen opens no tooltip), and it describes the button.
    const reason = screen.getByTestId(`${id}-reason`);
    expect(reason.textContent).toBe('Waiting for your signature.');
    expect(button.getAttribute('aria-describedby')).toBe(reason.id);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it.each([
    [{ state: 'active', waiting_for_signature: false }, [], 'Your data is not shared', /Your consumption data is not shared/],
    [
      { state: 'requested', waiting_for_signature: true },
      ['no_cession_sips'],
      'Data opt-out: awaiting your signature',
      /waiting for your signature/,
    ],
    [{ state: 'requested', waiting_for_signature: false }, [], 'Data opt-out: in process', /We are processing/],
  ] as const)(
    'a SIPS opt-out asked for (%j) names its state on its button, which shows the way back',
    async (sips, waiting, label, text) => {
      showContract(contractFixture({ no_cession_sips: sips, waitingForSignature: [...waiting] }));
      const button = (await screen.findByTestId('button-sips')) as HTMLButtonElement;
      expect(button.textContent).toBe(label);
      expect(button.disabled).toBe(false);
      fireEvent.click(button);
      expect((await screen.findByTestId('sips-status')).textContent).toMatch(text);
      expect(screen.getByTestId('sips-way-back').textContent).toMatch(/write to us/);
    },
  );

  it('every disabled button of the page says why in a line of text that describes it', async () => {
    showContract(contractFixture({ waitingForSignature: ['iban', 'power', 'no_cession_sips'] }));
    await screen.findByTestId('contract-owner');
    const disabled = screen.getAllByRole('button').filter((b) => (b as HTMLButtonElement).disabled);
    expect(disabled.length).toBeGreaterThanOrEqual(2);
    for (const button of disabled) {
      const described = button.getAttribute('aria-describedby');
      expect(described, button.getAttribute('data-testid') ?? button.textContent ?? '').toBeTruthy();
      expect(document.getElementById(described!)?.textContent).toBeTruthy();
    }
  });

  it('with a read-only token the change buttons are disabled, not hidden, each saying why', async () => {
    authActions.signedIn({ loginType: 'token', readonly: true, newCustomer: false });
    showContract(contractFixture());
    await screen.findByTestId('button-power-change');
    for (const id of CHANGE_BUTTONS) {
      const button = screen.getByTestId(id) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      expect(screen.getByTestId(`${id}-reason`).textContent).toBe('Not available in a read-only session.');
      expect(button.getAttribute('aria-describedby')).toBe(screen.getByTestId(`${id}-reason`).id);
    }
    // Downloading changes nothing: still allowed.
    expect((screen.getByTestId('button-download-report') as HTMLButtonElement).disabled).toBe(false);
  });

  it('switches contract with the selector, without an action', async () => {
    showContract(contractFixture(), { others: [contractFixture({ id: 9, name: 'C1009' })] });
    const selector = (await screen.findByTestId('contract-selector')) as HTMLSelectElement;
    await waitFor(() => expect(selector.options).toHaveLength(2));
    fireEvent.change(selector, { target: { value: 'C1009' } });
    expect(location()).toBe('/contracts/electricity/C1009');
  });

  it('links to the contract’s invoices (gas on its own route)', async () => {
    const first = showContract(contractFixture());
    expect((await screen.findByTestId('button-contract-invoices')).getAttribute('href')).toBe('/contracts/electricity/C1001/invoices');
    first.unmount();
    showContract(gasContractFixture());
    expect((await screen.findByTestId('button-contract-invoices')).getAttribute('href')).toBe('/contracts-gas/G2001/invoices-gas');
  });

  it('links back to the list', async () => {
    showContract(contractFixture());
    expect((await screen.findByTestId('contract-back')).getAttribute('href')).toBe('/contracts/electricity');
  });

  it('a contract that is not the customer’s goes to the default list', async () => {
    showContract(contractFixture(), { route: '/contracts/electricity/NOT-MINE' });
    await waitFor(() => expect(location()).toBe('/contracts/electricity'));
  });

  it('a gas contract under the electricity route moves to the gas route', async () => {
    const gas = gasContractFixture();
    showContract(gas, { route: `/contracts/electricity/${gas.name}?action=ibanChange`, page: 'electricity' });
    await waitFor(() => expect(location()).toMatch(/^\/contracts-gas\/G2001/));
  });

  it('a failed load shows an error and tries again on request', async () => {
    let fail = true;
    showContract(contractFixture(), {
      handle: (call) => (fail && call.method === 'GET' ? jsonResponse(500, { code: 'x', message: 'x' }) : undefined),
    });
    const error = await screen.findByTestId('contract-error');
    expect(error.textContent).toMatch(/could not be loaded/);
    fail = false;
    fireEvent.click(within(error).getByTestId('contract-retry'));
    expect(await screen.findByTestId('contract-status')).toBeTruthy();
  });
});

describe('downloads', () => {
  it('the contract report: v1 for electricity, in the interface language, named by content-disposition', async () => {
    const downloads = captureDownloads();
    const { calls } = showContract(contractFixture(), {
      handle: (call) => (pathOf(call) === '/api/v1/contracts/C1001/pdf/' ? blobResponse('%PDF-1.7', 'contracte-C1001.pdf') : undefined),
    });
    fireEvent.click(await screen.findByTestId('button-download-report'));
    await waitFor(() => expect(downloads.saved).toEqual([{ name: 'contracte-C1001.pdf', href: 'blob:test' }]));
    expect(queryOf(calls.find((c) => c.url.includes('/pdf/'))!)).toEqual({ lang: 'en-US' });
  });

  it('gas uses v2', async () => {
    const downloads = captureDownloads();
    showContract(gasContractFixture(), {
      handle: (call) => (pathOf(call) === '/api/v2/contracts/G2001/pdf/' ? blobResponse('%PDF-1.7', 'gas.pdf') : undefined),
    });
    fireEvent.click(await screen.findByTestId('button-download-report'));
    await waitFor(() => expect(downloads.saved.map((s) => s.name)).toEqual(['gas.pdf']));
  });

  it('an attachment downloads; a failed one turns into an error alert', async () => {
    const downloads = captureDownloads();
    const ok = contractFixture({
      attachments: [
        { id: 501, name: 'Conditions', created_date: '2024-01-10', size_text: '1 KB', filename: 'conditions.pdf', category_name: null },
        { id: 502, name: 'Broken', created_date: '2024-01-10', size_text: '1 KB', filename: 'broken.pdf', category_name: null },
      ],
    });
    showContract(ok, {
      handle: (call) => {
        if (pathOf(call) === '/api/v2/contract/download_attachment/501') return blobResponse('%PDF', 'conditions.pdf');
        if (pathOf(call) === '/api/v2/contract/download_attachment/502')
          return jsonResponse(404, { code: 'not_found', message: 'not_found' });
        return undefined;
      },
    });
    fireEvent.click(await screen.findByTestId('attachment-501'));
    await waitFor(() => expect(downloads.saved.map((s) => s.name)).toEqual(['conditions.pdf']));
    fireEvent.click(screen.getByTestId('attachment-502'));
    expect((await screen.findByTestId('attachment-502-error')).getAttribute('role')).toBe('alert');
    expect(screen.queryByTestId('attachment-502')).toBeNull();
  });
});

describe('the action query parameter is consumed and removed', () => {
  it.each([
    ['powChange', 'dialog-power'],
    ['ibanChange', 'dialog-iban'],
    ['notifAddrChange', 'dialog-notification-address'],
    ['noCesionSips', 'dialog-sips'],
  ])('%s opens %s', async (action, dialog) => {
    showContract(contractFixture(), {
      route: `/contracts/electricity/C1001?action=${action}`,
      handle: (call) =>
        pathOf(call) === '/api/v1/ibans/' || pathOf(call) === '/api/v1/addresses/' ? jsonResponse(200, { items: [] }) : undefined,
    });
    expect(await screen.findByTestId(dialog)).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/contracts/electricity/C1001'));
  });

  it('download downloads the report', async () => {
    const downloads = captureDownloads();
    showContract(contractFixture(), {
      route: '/contracts/electricity/C1001?action=download',
      handle: (call) => (call.url.includes('/pdf/') ? blobResponse('%PDF', 'report.pdf') : undefined),
    });
    await waitFor(() => expect(downloads.saved.map((s) => s.name)).toEqual(['report.pdf']));
    await waitFor(() => expect(location()).toBe('/contracts/electricity/C1001'));
  });

  it('consumption moves to #consumption and scrolls smoothly to the consumption section once it is rendered', async () => {
    const scrolled: Array<{ element: Element; options: unknown }> = [];
    Element.prototype.scrollIntoView = function (this: Element, options?: unknown) {
      scrolled.push({ element: this, options });
    };
    showContract(contractFixture(), { route: '/contracts/electricity/C1001?action=consumption&x=1' });
    const section = await screen.findByTestId('contract-consumption');
    expect(section.id).toBe('consumption');
    await waitFor(() => expect(location()).toBe('/contracts/electricity/C1001?x=1'));
    await waitFor(() => expect(scrolled).toContainEqual({ element: section, options: { behavior: 'smooth', block: 'start' } }));
  });

  it('does not open a change the rules refuse (read-only token)', async () => {
    authActions.signedIn({ loginType: 'token', readonly: true, newCustomer: false });
    showContract(contractFixture(), { route: '/contracts/electricity/C1001?action=powChange' });
    await screen.findByTestId('contract-owner');
    await waitFor(() => expect(location()).toBe('/contracts/electricity/C1001'));
    expect(screen.queryByTestId('dialog-power')).toBeNull();
  });
});

describe('hash scrolling', () => {
  it('scrolls smoothly to the element the hash names', async () => {
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    showContract(contractFixture(), { route: '/contracts/electricity/C1001#attachments' });
    await screen.findByTestId('contract-attachments');
    await waitFor(() => expect(scroll).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' }));
    expect(within(screen.getByTestId('contract-attachments')).getByRole('heading').textContent).toBe('Documents');
  });
});
