import '../../../test/dom.ts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore, INITIAL_AUTH_STATE } from '../../../shared/session/auth-store.ts';
import { noticeStore } from '../../../shared/ui/notice-store.ts';
import { invoiceFixture, payableInvoiceFixture, useEnglishInvoices } from '../test/invoice-fixture.ts';
import { captureDownloads, fileResponse, location, pathOf, queryOf, showInvoices } from '../test/invoice-harness.tsx';

beforeAll(useEnglishInvoices);
beforeEach(() => {
  authStore.setState({ ...INITIAL_AUTH_STATE, isAuthenticating: false, isAuthenticated: true });
  noticeStore.setState({ notice: null });
});
afterEach(() => vi.unstubAllGlobals());

const older = invoiceFixture({ id: 1, number: 'F1', date: '2025-01-05' });
const newest = invoiceFixture({ id: 2, number: 'F2', date: '2025-02-05' });

describe('home tile actions (visitor-and-shell §2.2)', { timeout: 20000 }, () => {
  it('download saves the newest invoice and leaves the plain list in the address', async () => {
    const downloads = captureDownloads();
    showInvoices('/invoices/download', {
      electricity: [older, newest],
      handle: (call) => (pathOf(call) === '/api/v1/invoices/2/pdf/' ? fileResponse('%PDF', 'invoice-F2.pdf') : undefined),
    });
    await waitFor(() => expect(downloads.saved).toEqual(['invoice-F2.pdf']));
    // React Router navigates in a transition, which may wait for the chart's lazy chunk.
    await waitFor(() => expect(location(screen)).toBe('/invoices'), { timeout: 10000 });
    expect(screen.getByTestId('invoice-row-2')).toBeTruthy();
    downloads.restore();
  });

  it('the slug of the language works too, and an empty list says there is nothing to download', async () => {
    showInvoices('/factures/descarregar');
    await waitFor(() => expect(noticeStore.getState().notice?.messageKey).toBe('invoices_action_nothing_to_download'));
    // React Router navigates in a transition, which may wait for the chart's lazy chunk.
    await waitFor(() => expect(location(screen)).toBe('/invoices'), { timeout: 10000 });
  });

  it('payOnline opens the payment of the newest payable invoice among the open ones', async () => {
    const payableOld = payableInvoiceFixture({ id: 3, number: 'F3', date: '2024-12-01' });
    const payableNew = payableInvoiceFixture({ id: 4, number: 'F4', date: '2025-01-20' });
    const { calls } = showInvoices('/invoices/payOnline', { electricity: [newest, payableNew, payableOld] });
    expect(await screen.findByTestId('payment-dialog', {}, { timeout: 10000 })).toBeTruthy();
    expect(screen.getByRole('dialog').textContent).toContain('F4');
    // React Router navigates in a transition, which may wait for the chart's lazy chunk.
    await waitFor(() => expect(location(screen)).toBe('/invoices'), { timeout: 10000 });
    const search = calls.find((call) => pathOf(call) === '/api/v1/invoices/' && queryOf(call).filter !== undefined);
    expect(queryOf(search!).filter).toBe('[["state","=","open"]]');
  });

  it('payOnline without a payable invoice says so', async () => {
    showInvoices('/invoices/payOnline', { electricity: [older] });
    await waitFor(() => expect(noticeStore.getState().notice?.messageKey).toBe('invoices_action_nothing_to_pay'));
    // React Router navigates in a transition, which may wait for the chart's lazy chunk.
    await waitFor(() => expect(location(screen)).toBe('/invoices'), { timeout: 10000 });
    expect(screen.queryByTestId('payment-dialog')).toBeNull();
  });

  it('keeps the list of the address: ?contractType=gas looks in the gas invoices', async () => {
    const downloads = captureDownloads();
    const gas = invoiceFixture({ id: 9, number: 'G9', type: 'gas', contract: { name: 'G2001', type: 'gas' } });
    showInvoices('/invoices/download?contractType=gas', {
      electricity: [newest],
      gas: [gas],
      handle: (call) => (pathOf(call) === '/api/v1/invoices/9/pdf/' ? fileResponse('%PDF', 'invoice-G9.pdf') : undefined),
    });
    await waitFor(() => expect(downloads.saved).toEqual(['invoice-G9.pdf']));
    // React Router navigates in a transition, which may wait for the chart's lazy chunk.
    await waitFor(() => expect(location(screen)).toBe('/invoices?contractType=gas'), { timeout: 10000 });
    downloads.restore();
  });
});
