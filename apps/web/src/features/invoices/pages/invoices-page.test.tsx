import '../../../test/dom.ts';
import { DEFAULT_SETTINGS, mergeSettings, serialiseInvoiceFilter, singleContractFilter } from '@portal/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore, INITIAL_AUTH_STATE } from '../../../shared/session/auth-store.ts';
import { jsonResponse } from '../../../test/fetch-stub.ts';
import { invoiceFixture, multipointInvoiceFixture, useEnglishInvoices } from '../test/invoice-fixture.ts';
import { listCalls, location, queryOf, showInvoices } from '../test/invoice-harness.tsx';

const E1 = invoiceFixture();
const G1 = invoiceFixture({ id: 2, number: 'FG2025-0001', type: 'gas', contract: { name: 'G2001', type: 'gas' } });
const M1 = multipointInvoiceFixture();
const withTypes = (displayTypes: string[]) => mergeSettings(DEFAULT_SETTINGS, { features: { displayTypes } });

beforeAll(useEnglishInvoices);
beforeEach(() => authStore.setState({ ...INITIAL_AUTH_STATE, isAuthenticating: false, isAuthenticated: true }));
afterEach(() => vi.unstubAllGlobals());

describe('invoice screen tabs (customer-area §2)', { timeout: 20000 }, () => {
  it('shows electricity and gas tabs, the first selected, with the electricity list', async () => {
    const { calls } = showInvoices('/invoices', { electricity: [E1], gas: [G1] });
    expect(await screen.findByTestId('invoice-row-1')).toBeTruthy();
    expect(screen.getByTestId('invoices-tab-electricity').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('invoices-tab-gas').getAttribute('href')).toBe('/invoices?contractType=gas');
    expect(screen.queryByTestId('invoices-tab-multipoint')).toBeNull();
    expect(queryOf(listCalls(calls, 'electricity')[0]!)).toEqual({ offset: '0', limit: '100', type: 'electricity' });
    // Multipoint is not enabled: no probe.
    expect(listCalls(calls, 'multipoint')).toHaveLength(0);
  });

  it('a single enabled type shows no tabs', async () => {
    showInvoices('/invoices', { settings: withTypes(['gas']), gas: [G1] });
    expect(await screen.findByTestId('invoice-row-2')).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('contractType selects the tab', async () => {
    const { calls } = showInvoices('/invoices?contractType=gas', { electricity: [E1], gas: [G1] });
    expect(await screen.findByTestId('invoice-row-2')).toBeTruthy();
    expect(screen.getByTestId('invoices-tab-gas').getAttribute('aria-selected')).toBe('true');
    expect(listCalls(calls, 'electricity')).toHaveLength(0);
  });

  it('multipoint shows, first, when enabled and the customer has multipoint invoices', async () => {
    const { calls } = showInvoices('/invoices', {
      settings: withTypes(['electricity', 'gas', 'multipoint']),
      multipoint: [M1],
      electricity: [E1],
    });
    expect(await screen.findByTestId('invoice-row-900')).toBeTruthy();
    expect(screen.getByTestId('invoices-tab-multipoint').getAttribute('aria-selected')).toBe('true');
    expect(queryOf(listCalls(calls, 'multipoint')[0]!)).toEqual({ offset: '0', limit: '1' });
  });

  it('multipoint stays hidden for a customer without multipoint invoices', async () => {
    showInvoices('/invoices', { settings: withTypes(['electricity', 'gas', 'multipoint']), electricity: [E1] });
    expect(await screen.findByTestId('invoice-row-1')).toBeTruthy();
    expect(screen.queryByTestId('invoices-tab-multipoint')).toBeNull();
  });

  it('the multipoint route opens the multipoint list; without it, the default list', async () => {
    showInvoices('/invoices-multipoint', { settings: withTypes(['electricity', 'multipoint']), multipoint: [M1] });
    expect(await screen.findByTestId('invoice-row-900')).toBeTruthy();
    expect(location(screen)).toBe('/invoices-multipoint');
  });

  it('a type that is not shown goes to the default list', async () => {
    showInvoices('/invoices-multipoint', { electricity: [E1] });
    await waitFor(() => expect(location(screen)).toBe('/invoices'));
  });
});

describe('contractName (customer-area §2, §7)', { timeout: 20000 }, () => {
  it('pre-filters the list to the contract and shows it as a chip; the tabs drop it', async () => {
    const { calls } = showInvoices('/invoices?contractType=electricity&contractName=C1001', { electricity: [E1], gas: [G1] });
    expect(await screen.findByTestId('invoice-row-1')).toBeTruthy();
    expect(queryOf(listCalls(calls, 'electricity')[0]!).filter).toBe(serialiseInvoiceFilter(singleContractFilter('C1001')));
    const chip = screen.getByTestId('invoices-filter-chip-contract-name');
    expect(chip.textContent).toBe('Contract: C1001');
    expect(screen.getByTestId('invoices-tab-gas').getAttribute('href')).toBe('/invoices?contractType=gas');
    fireEvent.click(screen.getByTestId('invoices-tab-gas'));
    await screen.findByTestId('invoice-row-2');
    expect(location(screen)).toBe('/invoices?contractType=gas');
    expect(queryOf(listCalls(calls, 'gas')[0]!).filter).toBeUndefined();
    expect(screen.queryByTestId('invoices-filter-chip-contract-name')).toBeNull();
  });

  it('the contract invoice routes open their list filtered to the contract', async () => {
    const first = showInvoices('/contracts/electricity/C1001/invoices', { electricity: [E1], gas: [G1] });
    expect(await screen.findByTestId('invoice-row-1')).toBeTruthy();
    expect(queryOf(listCalls(first.calls, 'electricity')[0]!).filter).toBe(serialiseInvoiceFilter(singleContractFilter('C1001')));
    first.unmount();

    const gas = showInvoices('/contracts-gas/G2001/invoices-gas', { electricity: [E1], gas: [G1] });
    expect(await screen.findByTestId('invoice-row-2')).toBeTruthy();
    expect(queryOf(listCalls(gas.calls, 'gas')[0]!).filter).toBe(serialiseInvoiceFilter(singleContractFilter('G2001')));
    expect(screen.getByTestId('invoices-tab-gas').getAttribute('aria-selected')).toBe('true');
  });
});

describe('a 401 (customer-area §8)', { timeout: 20000 }, () => {
  const unauthorised = () => jsonResponse(401, { code: 'token_invalid', message: 'token_invalid' });

  it('on the multipoint list logs out', async () => {
    showInvoices('/invoices-multipoint', {
      settings: withTypes(['electricity', 'multipoint']),
      handle: (call) => (call.url.startsWith('/api/v1/invoices_multipoint/') ? unauthorised() : undefined),
    });
    await waitFor(() => expect(location(screen)).toBe('/login'), { timeout: 5000 });
    expect(authStore.getState().isAuthenticated).toBe(false);
  });

  it('on another list is only a fetch error', async () => {
    showInvoices('/invoices', { handle: (call) => (call.url.startsWith('/api/v1/invoices/') ? unauthorised() : undefined) });
    expect((await screen.findByTestId('invoices-error')).textContent).toContain('Your invoices could not be loaded.');
    expect(location(screen)).toBe('/invoices');
    expect(authStore.getState().isAuthenticated).toBe(true);
  });
});

describe('an unknown action', { timeout: 20000 }, () => {
  it('goes to the plain list', async () => {
    showInvoices('/invoices/nonsense', { electricity: [E1] });
    await waitFor(() => expect(location(screen)).toBe('/invoices'));
    expect(within(await screen.findByTestId('invoices-page')).getByRole('heading', { level: 1 }).textContent).toBe('Invoices');
  });
});
