import '../../../test/dom.ts';
import { DEFAULT_SETTINGS, formatEnergy, formatMoney, formatShortDate, mergeSettings } from '@portal/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fetch-stub.ts';
import { invoiceFixture, multipointInvoiceFixture, payableInvoiceFixture, useEnglishInvoices } from '../test/invoice-fixture.ts';
import { captureDownloads, fileResponse, listCalls, pathOf, queryOf, showInvoices } from '../test/invoice-harness.tsx';

beforeAll(useEnglishInvoices);
afterEach(() => vi.unstubAllGlobals());

// A no-break space joins a figure to its unit (domain formatting).
const text = (element: HTMLElement) => (element.textContent ?? '').replace(/\u00a0/g, ' ');
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map(text);
// Figures and dates as the domain's formatting writes them in English (its own tests pin them).
const plain = (value: string) => value.replace(/\u00a0/g, ' ');
const day = (iso: string) => plain(formatShortDate(iso, 'en-US'));
/** The lines of a cell that stacks two (date and period), or its one line. */
const lines = (cell: HTMLElement) => {
  const stacked = [...cell.querySelectorAll<HTMLElement>(':scope > span')];
  return stacked.length > 1 ? stacked.map(text) : [text(cell)];
};

describe('invoice table (customer-area §2, §3)', { timeout: 20000 }, () => {
  it('shows number, dates, period, contract, address, energy, amounts and status', async () => {
    showInvoices('/invoices', { electricity: [invoiceFixture()] });
    const row = await screen.findByTestId('invoice-row-1');
    expect(within(row).getByRole('rowheader').textContent).toBe('FE2025-0001');
    // To fit 1366 px, the table folds period, address and energy under date, contract and total.
    expect(within(row).getAllByRole('cell').slice(0, 5).map(lines)).toEqual([
      [day('2025-03-05'), `${day('2025-02-01')} – ${day('2025-02-28')}`],
      ['C1001', 'Carrer Major 1, 08001 Barcelona'],
      [plain(formatMoney(1234.56, 'en-US')), plain(formatEnergy(312.5, 'en-US'))],
      [plain(formatMoney(0, 'en-US'))],
      ['Paid'],
    ]);
    const headers = within(screen.getByTestId('invoices-table')).getAllByRole('columnheader').map(lines);
    expect(headers).toEqual([
      ['Number'],
      ['Date', 'Period'],
      ['Contract', 'Address'],
      ['Total', 'Energy'],
      ['Pending'],
      ['Status'],
      ['Actions'],
    ]);
  });

  it('labels each status as customer-area §4 says, a manual verification apart (it is not payable)', async () => {
    const statuses = [
      invoiceFixture({ id: 1, paid_status: 'paid' }),
      invoiceFixture({ id: 2, paid_status: 'paid', rectificative_type: 'A', amount_total: -20 }),
      invoiceFixture({ id: 3, paid_status: 'pending_remesa', amount_pending: 10 }),
      invoiceFixture({ id: 4, paid_status: 'pending_transfer', amount_pending: 10 }),
      invoiceFixture({ id: 5, paid_status: 'pending_remesa', rectificative_type: 'B', amount_pending: -20 }),
      invoiceFixture({ id: 6, paid_status: 'unpaid', amount_total: 50, amount_pending: 50 }),
      invoiceFixture({ id: 7, paid_status: 'unpaid', amount_total: 50, amount_pending: 20 }),
      invoiceFixture({ id: 8, paid_status: 'manual_verification_required', amount_pending: 10 }),
    ];
    showInvoices('/invoices', { electricity: statuses });
    await screen.findByTestId('invoice-row-1');
    const label = (id: number) => text(within(screen.getByTestId(`invoice-row-${id}`)).getByText(/./, { selector: '.MuiChip-label' }));
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(label)).toEqual([
      'Paid',
      'Refunded',
      'Pending collection (bank)',
      'Pending payment',
      'Pending refund',
      'Unpaid',
      'Partially paid',
      'Payment being verified',
    ]);
  });

  it('offers Pay only for invoices payable online, and only when payment is enabled', async () => {
    const payable = payableInvoiceFixture({ id: 2 });
    const first = showInvoices('/invoices', { electricity: [invoiceFixture(), payable] });
    expect(await screen.findByTestId('invoice-pay-2')).toBeTruthy();
    expect(screen.queryByTestId('invoice-pay-1')).toBeNull();
    first.unmount();

    showInvoices('/invoices', {
      settings: mergeSettings(DEFAULT_SETTINGS, { invoices: { enablePayment: false } }),
      electricity: [payable],
    });
    await screen.findByTestId('invoice-row-2');
    expect(screen.queryByTestId('invoice-pay-2')).toBeNull();
  });

  it('a multipoint invoice expands the row of its supply points', async () => {
    const settings = mergeSettings(DEFAULT_SETTINGS, { features: { displayTypes: ['multipoint'] } });
    showInvoices('/invoices', { settings, multipoint: [multipointInvoiceFixture()] });
    const toggle = await screen.findByTestId('invoice-points-toggle-900');
    expect(toggle.textContent).toBe('2 supply points');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    const points = screen.getByTestId('invoice-points-900');
    expect(toggle.getAttribute('aria-controls')).toBe(points.id);
    const rows = within(points).getAllByRole('row').slice(1).map(cells);
    expect(rows).toEqual([
      [
        'C3001',
        'ES0031400000000001AA0F',
        'Carrer Indústria 5, Terrassa',
        plain(formatEnergy(3000, 'en-US')),
        plain(formatMoney(540, 'en-US')),
      ],
      [
        'C3002',
        'ES0031400000000002BB0F',
        'Carrer Indústria 7, Terrassa',
        plain(formatEnergy(2000, 'en-US')),
        plain(formatMoney(360, 'en-US')),
      ],
    ]);
    fireEvent.click(toggle);
    expect(screen.queryByTestId('invoice-points-900')).toBeNull();
  });
});

describe('list states (customer-area §8)', { timeout: 20000 }, () => {
  it('an empty list shows the information message', async () => {
    showInvoices('/invoices');
    expect((await screen.findByTestId('invoices-empty')).textContent).toBe(
      'You have no invoices yet. Each bill will appear here as soon as it is issued.',
    );
    expect(screen.queryByTestId('invoices-chart')).toBeNull();
  });

  it('a failed list shows the warning, and refresh asks again', async () => {
    let fail = true;
    const { calls } = showInvoices('/invoices', {
      electricity: [invoiceFixture()],
      handle: (call) =>
        fail && pathOf(call) === '/api/v1/invoices/' ? jsonResponse(500, { code: 'internal_error', message: 'internal_error' }) : undefined,
    });
    const warning = await screen.findByTestId('invoices-error');
    expect(warning.className).toContain('Warning');
    fail = false;
    fireEvent.click(screen.getByTestId('invoices-refresh'));
    expect(await screen.findByTestId('invoice-row-1')).toBeTruthy();
    expect(listCalls(calls, 'electricity')).toHaveLength(2);
  });
});

describe('pagination (customer-area §2, §9)', { timeout: 20000 }, () => {
  const many = Array.from({ length: 60 }, (_, i) => invoiceFixture({ id: i + 1, number: `F${i + 1}` }));

  // Tables of 20 and 50 rows take a while to render in jsdom.
  it('pages on the server above and below the table, with the configured size among the options', { timeout: 30000 }, async () => {
    const settings = mergeSettings(DEFAULT_SETTINGS, { invoices: { itemsPerPage: 20 } });
    const { calls } = showInvoices('/invoices', { settings, electricity: many });
    await screen.findByTestId('invoice-row-1');
    expect(queryOf(listCalls(calls, 'electricity')[0]!)).toMatchObject({ offset: '0', limit: '20' });
    const top = screen.getByTestId('invoices-pagination-top');
    expect(within(top).getByText('1–20 of 60')).toBeTruthy();
    expect(within(screen.getByTestId('invoices-pagination-bottom')).getByText('1–20 of 60')).toBeTruthy();

    fireEvent.click(within(screen.getByTestId('invoices-pagination-bottom')).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByTestId('invoice-row-21')).toBeTruthy();
    expect(queryOf(listCalls(calls, 'electricity').at(-1)!)).toMatchObject({ offset: '20', limit: '20' });

    fireEvent.mouseDown(within(top).getByRole('combobox'));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['5', '10', '12', '20', '25', '50', '100', '150']);
    fireEvent.click(screen.getByRole('option', { name: '50' }));
    await waitFor(() => expect(queryOf(listCalls(calls, 'electricity').at(-1)!)).toMatchObject({ offset: '0', limit: '50' }));
  });
});

describe('downloads (customer-area §3: download status per invoice)', { timeout: 20000 }, () => {
  it('shows a spinner while the document comes, then saves it under its announced name', async () => {
    const downloads = captureDownloads();
    let release: (response: Response) => void = () => undefined;
    const { calls } = showInvoices('/invoices', {
      electricity: [invoiceFixture({ id: 7, number: 'F7' })],
      handle: (call) =>
        pathOf(call) === '/api/v1/invoices/7/signed_pdf/' ? new Promise<Response>((resolve) => (release = resolve)) : undefined,
    });
    fireEvent.click(await screen.findByTestId('invoice-download-7'));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Invoice (PDF)',
      'Signed invoice (PDF)',
      'Consumption curve (CSV)',
    ]);
    fireEvent.click(screen.getByTestId('invoice-download-7-signed_pdf'));
    const button = await screen.findByRole('button', { name: 'Downloading invoice F7…' });
    // Busy, yet focusable: aria-disabled rather than disabled, which would drop the keyboard's focus.
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(calls.some((call) => pathOf(call) === '/api/v1/invoices/7/signed_pdf/')).toBe(true);
    release(fileResponse('%PDF-1.7', 'invoice-F7-signed.pdf'));
    await waitFor(() => expect(downloads.saved).toEqual(['invoice-F7-signed.pdf']));
    expect(screen.getByTestId('invoice-download-7').textContent).toBe('Download');
    downloads.restore();
  });

  it('a failed download shows an error on its invoice only, and a new attempt clears it', async () => {
    const downloads = captureDownloads();
    let fail = true;
    showInvoices('/invoices', {
      electricity: [invoiceFixture({ id: 7 }), invoiceFixture({ id: 8 })],
      handle: (call) => {
        if (pathOf(call) !== '/api/v1/invoices/7/curve_csv/') return undefined;
        return fail
          ? jsonResponse(404, { code: 'not_found', message: 'not_found' })
          : fileResponse('cups;date;hour;kwh', 'c.csv', 'text/csv');
      },
    });
    fireEvent.click(await screen.findByTestId('invoice-download-7'));
    fireEvent.click(screen.getByTestId('invoice-download-7-curve_csv'));
    expect((await screen.findByTestId('invoice-download-7-error')).textContent).toBe(
      'The document could not be downloaded. Please try again.',
    );
    expect(screen.queryByTestId('invoice-download-8-error')).toBeNull();
    fail = false;
    fireEvent.click(screen.getByTestId('invoice-download-7'));
    fireEvent.click(screen.getByTestId('invoice-download-7-curve_csv'));
    await waitFor(() => expect(downloads.saved).toEqual(['c.csv']));
    expect(screen.queryByTestId('invoice-download-7-error')).toBeNull();
    downloads.restore();
  });

  it('a multipoint invoice downloads from the multipoint path', async () => {
    const downloads = captureDownloads();
    const settings = mergeSettings(DEFAULT_SETTINGS, { features: { displayTypes: ['multipoint'] } });
    showInvoices('/invoices', {
      settings,
      multipoint: [multipointInvoiceFixture()],
      handle: (call) =>
        pathOf(call) === '/api/v1/invoices_multipoint/900/pdf/' ? fileResponse('%PDF', 'invoice-FM2025-0001.pdf') : undefined,
    });
    fireEvent.click(await screen.findByTestId('invoice-download-900'));
    fireEvent.click(screen.getByTestId('invoice-download-900-pdf'));
    await waitFor(() => expect(downloads.saved).toEqual(['invoice-FM2025-0001.pdf']));
    downloads.restore();
  });
});

describe('chart of invoices per contract (customer-area §2, §9)', { timeout: 20000 }, () => {
  it('is named by a summary and has its figures in a table', { timeout: 30000 }, async () => {
    showInvoices('/invoices', {
      electricity: [
        invoiceFixture({ id: 1, date: '2025-01-10', amount_total: 10 }),
        invoiceFixture({ id: 2, date: '2025-02-10', amount_total: 20, contract: { name: 'C1002', type: 'electricity' } }),
      ],
    });
    const image = await screen.findByTestId('invoices-chart-image');
    expect(image.getAttribute('role')).toBe('img');
    expect(image.getAttribute('aria-label')?.replace(/\u00a0/g, ' ')).toBe(
      'Bar chart of the amounts invoiced per month from Jan 2025 to Feb 2025, stacked by contract (2 contracts), €30.00 in total. The figures are in the table that follows.',
    );
    // ECharts loads lazily (slowly in a test) and draws in SVG, with the contracts in its legend.
    const canvas = await screen.findByTestId('invoices-chart-canvas', {}, { timeout: 20000 });
    await waitFor(() => expect(canvas.querySelector('svg')?.textContent).toContain('C1002'));
    const table = screen.getByTestId('invoices-chart-table');
    expect(
      [...table.querySelectorAll('tr')].map((row) => [...row.querySelectorAll('th, td')].map((cell) => text(cell as HTMLElement))),
    ).toEqual([
      ['Month', 'C1001', 'C1002'],
      ['Jan 2025', '€10.00', '€0.00'],
      ['Feb 2025', '€0.00', '€20.00'],
    ]);
  });
});
