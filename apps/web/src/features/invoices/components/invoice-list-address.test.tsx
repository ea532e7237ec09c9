import '../../../test/dom.ts';
import { DEFAULT_SETTINGS, mergeSettings } from '@portal/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore, INITIAL_AUTH_STATE } from '../../../shared/session/auth-store.ts';
import { noticeStore } from '../../../shared/ui/notice-store.ts';
import { invoiceFixture, payableInvoiceFixture, useEnglishInvoices } from '../test/invoice-fixture.ts';
import { listCalls, location, queryOf, showInvoices } from '../test/invoice-harness.tsx';

beforeAll(useEnglishInvoices);
beforeEach(() => {
  authStore.setState({ ...INITIAL_AUTH_STATE, isAuthenticating: false, isAuthenticated: true });
  noticeStore.setState({ notice: null });
});
afterEach(() => vi.unstubAllGlobals());

const settings = mergeSettings(DEFAULT_SETTINGS, { invoices: { itemsPerPage: 5 } });
const many = Array.from({ length: 12 }, (_, i) => invoiceFixture({ id: i + 1, number: `F${i + 1}` }));
const chips = () =>
  within(screen.getByTestId('invoices-filter-chips'))
    .queryAllByRole('listitem')
    .map((chip) => chip.textContent);
const lastCall = (calls: Parameters<typeof listCalls>[0]) => queryOf(listCalls(calls, 'electricity').at(-1)!);

describe('the invoice list lives in the address', { timeout: 30000 }, () => {
  it('filters, page and page size go to the address, and a reload of that address shows the same list', async () => {
    const first = showInvoices('/invoices?contractType=electricity', { settings, electricity: many });
    await screen.findByTestId('invoice-row-1');
    fireEvent.change(screen.getByTestId('invoices-filter-category'), { target: { value: 'paid' } });
    fireEvent.change(screen.getByTestId('invoices-filter-value-0'), { target: { value: 'open' } });
    fireEvent.click(screen.getByTestId('invoices-filter-add'));
    fireEvent.click(screen.getByTestId('invoices-filter-apply'));
    await waitFor(() => expect(location(screen)).toBe('/invoices?contractType=electricity&filter=paid%3Aexact%3Aopen'));
    fireEvent.click(within(screen.getByTestId('invoices-pagination-top')).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(location(screen)).toBe('/invoices?contractType=electricity&filter=paid%3Aexact%3Aopen&page=2'));
    expect(lastCall(first.calls)).toMatchObject({ offset: '5', limit: '5', filter: '[["state","=","open"]]' });
    const address = location(screen)!;
    first.unmount();

    // Reload: the same address shows the chip, applied, on the same page.
    const reloaded = showInvoices(address, { settings, electricity: many });
    expect(await screen.findByTestId('invoice-row-6')).toBeTruthy();
    expect(chips()).toEqual(['Payment state: Pending']);
    expect((screen.getByTestId('invoices-filter-apply') as HTMLButtonElement).disabled).toBe(true);
    expect(listCalls(reloaded.calls, 'electricity').map(queryOf)).toEqual([
      { offset: '5', limit: '5', type: 'electricity', filter: '[["state","=","open"]]' },
    ]);
  });

  it('Back undoes an applied filter: the chips and the list follow the address', async () => {
    const { calls } = showInvoices('/invoices', { settings, electricity: many, withBack: true });
    await screen.findByTestId('invoice-row-1');
    fireEvent.change(screen.getByTestId('invoices-filter-category'), { target: { value: 'paid' } });
    fireEvent.change(screen.getByTestId('invoices-filter-value-0'), { target: { value: 'open' } });
    fireEvent.click(screen.getByTestId('invoices-filter-add'));
    fireEvent.click(screen.getByTestId('invoices-filter-apply'));
    await waitFor(() => expect(lastCall(calls).filter).toBe('[["state","=","open"]]'));
    fireEvent.click(screen.getByTestId('history-back'));
    await waitFor(() => expect(location(screen)).toBe('/invoices'));
    expect(screen.queryByTestId('invoices-filter-chips')).toBeNull();
    // The chip is gone and nothing waits to be applied: the list on screen is the unfiltered one
    // again (from the cache, so no request is awaited).
    expect((screen.getByTestId('invoices-filter-apply') as HTMLButtonElement).disabled).toBe(true);
  });

  it('a page size from the address is used when it is one of the offered sizes, and a new filter goes back to page 1', async () => {
    const { calls } = showInvoices('/invoices?size=10&page=2', { settings, electricity: many });
    expect(await screen.findByTestId('invoice-row-11')).toBeTruthy();
    expect(lastCall(calls)).toMatchObject({ offset: '10', limit: '10' });
    fireEvent.change(screen.getByTestId('invoices-filter-category'), { target: { value: 'paid' } });
    fireEvent.change(screen.getByTestId('invoices-filter-value-0'), { target: { value: 'paid' } });
    fireEvent.click(screen.getByTestId('invoices-filter-add'));
    fireEvent.click(screen.getByTestId('invoices-filter-apply'));
    await waitFor(() => expect(location(screen)).toBe('/invoices?size=10&filter=paid%3Aexact%3Apaid'));
    await waitFor(() => expect(lastCall(calls)).toMatchObject({ offset: '0', limit: '10', filter: '[["state","=","paid"]]' }));
  });

  it('removing the contract chip of a contract’s list is remembered: a reload does not bring it back', async () => {
    const first = showInvoices('/invoices?contractName=C1001', { settings, electricity: many });
    await screen.findByTestId('invoice-row-1');
    fireEvent.click(screen.getByTestId('invoices-filter-chip-contract-name-remove'));
    fireEvent.click(screen.getByTestId('invoices-filter-apply'));
    await waitFor(() => expect(location(screen)).toBe('/invoices?contractName=C1001&filter='));
    const address = location(screen)!;
    first.unmount();
    const { calls } = showInvoices(address, { settings, electricity: many });
    await waitFor(() => expect(listCalls(calls, 'electricity')).toHaveLength(1));
    expect(lastCall(calls).filter).toBeUndefined();
  });
});

describe('?action=payOnline on the list', { timeout: 30000 }, () => {
  it('opens the payment of the payable invoice and leaves the address, the rest of the query kept', async () => {
    const payable = payableInvoiceFixture({ id: 4, number: 'F4', date: '2025-01-20' });
    showInvoices('/invoices?action=payOnline&filter=paid%3Aexact%3Aopen', { electricity: [invoiceFixture(), payable] });
    expect(await screen.findByTestId('payment-dialog', {}, { timeout: 10000 })).toBeTruthy();
    expect(screen.getByRole('dialog').textContent).toContain('F4');
    await waitFor(() => expect(location(screen)).toBe('/invoices?filter=paid%3Aexact%3Aopen'), { timeout: 10000 });
  });

  it('without a payable invoice a notice says so, and the parameter leaves the address', async () => {
    showInvoices('/invoices?action=payOnline', { electricity: [invoiceFixture()] });
    await waitFor(() => expect(noticeStore.getState().notice?.messageKey).toBe('invoices_action_nothing_to_pay'));
    await waitFor(() => expect(location(screen)).toBe('/invoices'), { timeout: 10000 });
    expect(screen.queryByTestId('payment-dialog')).toBeNull();
  });

  it('an unknown action only leaves the address', async () => {
    showInvoices('/invoices?contractType=electricity&action=frobnicate', { electricity: [invoiceFixture()] });
    await waitFor(() => expect(location(screen)).toBe('/invoices?contractType=electricity'), { timeout: 10000 });
    expect(noticeStore.getState().notice).toBeNull();
  });
});
