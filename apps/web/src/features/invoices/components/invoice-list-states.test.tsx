import '../../../test/dom.ts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore, INITIAL_AUTH_STATE } from '../../../shared/session/auth-store.ts';
import { jsonResponse } from '../../../test/fetch-stub.ts';
import { invoiceFixture, useEnglishInvoices } from '../test/invoice-fixture.ts';
import { listCalls, location, pathOf, queryOf, showInvoices } from '../test/invoice-harness.tsx';

beforeAll(useEnglishInvoices);
beforeEach(() => authStore.setState({ ...INITIAL_AUTH_STATE, isAuthenticating: false, isAuthenticated: true }));
afterEach(() => vi.unstubAllGlobals());

const three = [invoiceFixture({ id: 1 }), invoiceFixture({ id: 2 }), invoiceFixture({ id: 3 })];

describe('an invoice list without rows says what happened and what to do', { timeout: 30000 }, () => {
  it('no invoices at all: when they will come, and no filter panel to fiddle with', async () => {
    showInvoices('/invoices');
    const empty = await screen.findByTestId('invoices-empty');
    expect(empty.dataset.reason).toBe('none');
    expect(empty.textContent).toBe('You have no invoices yet. Each bill will appear here as soon as it is issued.');
    expect(screen.queryByTestId('invoices-filters')).toBeNull();
  });

  it('filters that match nothing: say so, and clearing them asks the whole list again', async () => {
    const { calls } = showInvoices('/invoices?filter=paid%3Aexact%3Apaid', {
      handle: (call) =>
        pathOf(call) === '/api/v1/invoices/' && queryOf(call).filter === undefined
          ? jsonResponse(200, { items: three, n_items: 3, offset: 0, limit: 100 })
          : undefined,
    });
    const empty = await screen.findByTestId('invoices-empty');
    expect(empty.dataset.reason).toBe('filtered');
    expect(empty.textContent).toContain('No invoice matches these filters.');
    expect(screen.getByTestId('invoices-filters')).toBeTruthy();
    fireEvent.click(screen.getByTestId('invoices-filters-clear'));
    await waitFor(() => expect(location(screen)).toBe('/invoices'));
    expect(await screen.findByTestId('invoice-row-1')).toBeTruthy();
    expect(queryOf(listCalls(calls, 'electricity').at(-1)!).filter).toBeUndefined();
  });

  it('a page past the end (an old address): say so and go back to the first page', async () => {
    const { calls } = showInvoices('/invoices?page=4&size=10', { electricity: three });
    const empty = await screen.findByTestId('invoices-empty');
    expect(empty.dataset.reason).toBe('page');
    expect(empty.textContent).toContain('This page is empty');
    fireEvent.click(screen.getByTestId('invoices-first-page'));
    expect(await screen.findByTestId('invoice-row-1')).toBeTruthy();
    expect(location(screen)).toBe('/invoices?size=10');
    expect(queryOf(listCalls(calls, 'electricity').at(-1)!)).toMatchObject({ offset: '0', limit: '10' });
  });

  it('a failed load: say what to do, and "Try again" asks again', async () => {
    let fail = true;
    const { calls } = showInvoices('/invoices', {
      electricity: three,
      handle: (call) =>
        fail && pathOf(call) === '/api/v1/invoices/' ? jsonResponse(503, { code: 'unavailable', message: 'unavailable' }) : undefined,
    });
    const warning = await screen.findByTestId('invoices-error');
    expect(warning.textContent).toContain('Check your connection and try again');
    fail = false;
    fireEvent.click(screen.getByTestId('invoices-retry'));
    expect(await screen.findByTestId('invoice-row-1')).toBeTruthy();
    expect(listCalls(calls, 'electricity')).toHaveLength(2);
  });
});
