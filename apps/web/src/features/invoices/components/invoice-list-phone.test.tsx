import '../../../test/dom.ts';
import { DEFAULT_SETTINGS, formatMoney, mergeSettings } from '@portal/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore, INITIAL_AUTH_STATE } from '../../../shared/session/auth-store.ts';
import { stubScreenWidth } from '../../../shared/ui/responsive-list/match-media-stub.ts';
import { invoiceFixture, multipointInvoiceFixture, payableInvoiceFixture, useEnglishInvoices } from '../test/invoice-fixture.ts';
import { showInvoices } from '../test/invoice-harness.tsx';

beforeAll(useEnglishInvoices);
beforeEach(() => authStore.setState({ ...INITIAL_AUTH_STATE, isAuthenticating: false, isAuthenticated: true }));
afterEach(() => vi.unstubAllGlobals());

const plain = (value: string | null) => (value ?? '').replace(/\u00a0/g, ' ');

describe('the invoice list on a phone', { timeout: 30000 }, () => {
  it('at 390 px each invoice is a card with its number, state, dates, amount, download and Pay; no table', async () => {
    stubScreenWidth(390);
    showInvoices('/invoices', { electricity: [invoiceFixture(), payableInvoiceFixture({ id: 2, number: 'F2', amount_total: 54.72 })] });
    const card = await screen.findByTestId('invoice-row-2');
    expect(card.tagName).toBe('LI');
    expect(screen.queryByRole('table', { name: 'Electricity invoices' })).toBeNull();
    expect(screen.getByTestId('invoices-table').dataset.layout).toBe('cards');
    expect(within(card).getByText('F2')).toBeTruthy();
    expect(card.querySelector('[data-status]')).not.toBeNull();
    const fields = Object.fromEntries(
      within(card)
        .getAllByRole('term')
        .map((term) => [term.textContent, plain(term.nextElementSibling?.textContent ?? null)]),
    );
    expect(Object.keys(fields)).toEqual(['Date', 'Period', 'Contract', 'Address', 'Energy', 'Total', 'Pending']);
    expect(fields.Total).toBe(plain(formatMoney(54.72, 'en-US')));
    expect(within(card).getByTestId('invoice-pay-2')).toBeTruthy();
    expect(within(card).getByTestId('invoice-download-2')).toBeTruthy();
  });

  it('from 900 px (md) the same list is a table', async () => {
    stubScreenWidth(1366);
    showInvoices('/invoices', { electricity: [invoiceFixture()] });
    const row = await screen.findByTestId('invoice-row-1');
    expect(row.tagName).toBe('TR');
    expect(screen.getByTestId('invoices-table').dataset.layout).toBe('table');
  });

  it('a multipoint card lists its supply points instead of a wide table', async () => {
    stubScreenWidth(360);
    const settings = mergeSettings(DEFAULT_SETTINGS, { features: { displayTypes: ['multipoint'] } });
    showInvoices('/invoices', { settings, multipoint: [multipointInvoiceFixture()] });
    fireEvent.click(await screen.findByTestId('invoice-points-toggle-900'));
    const points = screen.getByTestId('invoice-points-900');
    expect(within(points).queryByRole('table')).toBeNull();
    expect(
      within(points)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('ES0031400000000001AA0F'), expect.stringContaining('ES0031400000000002BB0F')]);
    expect(screen.getByTestId('invoice-points-toggle-900').getAttribute('aria-controls')).toBe(points.id);
  });
});
