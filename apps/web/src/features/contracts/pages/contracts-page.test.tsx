import '../../../test/dom.ts';
import { DEFAULT_SETTINGS, mergeSettings } from '@portal/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { contractFixture, listResponse, ok, queryOf } from '../../../test/contract-fixture.ts';
import { apiCalls, jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { renderWithApp, useEnglish } from '../../../test/render.tsx';
import ContractsPage from './contracts-page.tsx';

const PATH = '/contracts/:contractType';
const C1 = contractFixture();
const C2 = contractFixture({ id: 2, name: 'C1002', state: 'baixa' });

const listCalls = (calls: Parameters<typeof apiCalls>[0]) => apiCalls(calls).filter((c) => c.url.startsWith('/api/v2/contracts?'));
const show = (route = '/contracts/electricity', settings = DEFAULT_SETTINGS) =>
  renderWithApp(<ContractsPage />, { route, path: PATH, settings });
const location = () => screen.getByTestId('location').textContent;

beforeAll(useEnglish);
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('contract list (customer-area §2)', () => {
  it('asks the server for the first page of the type and shows each contract', async () => {
    const { calls } = stubFetch(() => ok(listResponse([C1, C2])));
    show();
    const row = await screen.findByTestId('contracts-row-C1001');
    expect(within(row).getByText('Carrer Major 1, 08001 Barcelona')).toBeTruthy();
    expect(within(row).getByText('ES0031405398765432DM0F')).toBeTruthy();
    expect(within(row).getByText('2.0TD')).toBeTruthy();
    expect(within(row).getByText('Tarifa Llar')).toBeTruthy();
    expect(within(row).getByText('Peak 4.6 kW · Off-peak 4.6 kW')).toBeTruthy();
    expect(within(row).getByText('Active')).toBeTruthy();
    expect(within(screen.getByTestId('contracts-row-C1002')).getByText('Closed')).toBeTruthy();
    expect(queryOf(listCalls(calls)[0]!)).toEqual({ initial: 'true', offset: '0', limit: '10', type: 'electricity' });
  });

  it('hides price list and power when the settings say so', async () => {
    stubFetch(() => ok(listResponse([C1])));
    show('/contracts/electricity', mergeSettings(DEFAULT_SETTINGS, { contracts: { showProduct: false, showPower: false } }));
    const row = await screen.findByTestId('contracts-row-C1001');
    expect(within(row).queryByText('Tarifa Llar')).toBeNull();
    expect(within(row).queryByText(/kW/)).toBeNull();
  });

  it('shows electricity and gas tabs only when both are display types', async () => {
    stubFetch(() => ok(listResponse([C1])));
    const first = show();
    await screen.findByTestId('contracts-row-C1001');
    expect(screen.getByTestId('contracts-tab-electricity').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('contracts-tab-gas').getAttribute('href')).toBe('/contracts/gas');
    first.unmount();

    show('/contracts/electricity', mergeSettings(DEFAULT_SETTINGS, { features: { displayTypes: ['electricity', 'multipoint'] } }));
    await screen.findByTestId('contracts-row-C1001');
    expect(screen.queryByTestId('contracts-tab-electricity')).toBeNull();
    expect(screen.queryByTestId('contracts-tab-gas')).toBeNull();
  });

  it('a type that is not shown goes to the default list', async () => {
    stubFetch(() => ok(listResponse([])));
    show('/contracts/gas', mergeSettings(DEFAULT_SETTINGS, { features: { displayTypes: ['electricity'] } }));
    await waitFor(() => expect(location()).toBe('/contracts/electricity'));
  });

  it('searches on the server 1.5 s after the customer stops typing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = stubFetch(() => ok(listResponse([C1])));
    show();
    await screen.findByTestId('contracts-row-C1001');
    fireEvent.change(screen.getByTestId('contracts-search'), { target: { value: 'Maj' } });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    fireEvent.change(screen.getByTestId('contracts-search'), { target: { value: 'Major' } });
    await act(() => vi.advanceTimersByTimeAsync(1400));
    expect(listCalls(calls)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(listCalls(calls)).toHaveLength(2));
    expect(queryOf(listCalls(calls)[1]!)).toEqual({ offset: '0', limit: '10', filter: 'Major', type: 'electricity' });
  });

  it('Enter searches at once', async () => {
    const { calls } = stubFetch(() => ok(listResponse([C1])));
    show();
    await screen.findByTestId('contracts-row-C1001');
    fireEvent.change(screen.getByTestId('contracts-search'), { target: { value: 'ES0031' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(listCalls(calls).at(-1)?.url).toContain('filter=ES0031'));
  });

  it('has no search box when contracts.dontShowSearchFilter is set', async () => {
    stubFetch(() => ok(listResponse([C1])));
    show('/contracts/electricity', mergeSettings(DEFAULT_SETTINGS, { contracts: { dontShowSearchFilter: true } }));
    await screen.findByTestId('contracts-row-C1001');
    expect(screen.queryByTestId('contracts-search')).toBeNull();
  });

  it('pages with 5, 10, 25, 50, 100 plus the configured size, from contracts.itemsPerPage', async () => {
    const { calls } = stubFetch((call) => {
      const { offset = '0', limit = '10' } = queryOf(call);
      return ok(listResponse([C1], 60, Number(offset), Number(limit)));
    });
    show('/contracts/electricity', mergeSettings(DEFAULT_SETTINGS, { contracts: { itemsPerPage: 15 } }));
    await screen.findByTestId('contracts-row-C1001');
    expect(queryOf(listCalls(calls)[0]!).limit).toBe('15');
    const pagination = screen.getByTestId('contracts-pagination');
    expect(within(pagination).getByText('1–15 of 60')).toBeTruthy();
    fireEvent.click(within(pagination).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(queryOf(listCalls(calls).at(-1)!)).toMatchObject({ offset: '15', limit: '15' }));

    fireEvent.mouseDown(within(pagination).getByRole('combobox'));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['5', '10', '15', '25', '50', '100']);
    fireEvent.click(screen.getByRole('option', { name: '50' }));
    await waitFor(() => expect(queryOf(listCalls(calls).at(-1)!)).toMatchObject({ offset: '0', limit: '50' }));
  });

  it('a failed list says so and tries again on request', async () => {
    let fail = true;
    stubFetch(() => (fail ? jsonResponse(500, { code: 'internal_error', message: 'internal_error' }) : ok(listResponse([C1]))));
    show();
    const error = await screen.findByTestId('contracts-error');
    expect(error.textContent).toContain('Failed to get the contract list of electricity and gas. Please try again later.');
    fail = false;
    fireEvent.click(within(error).getByTestId('contracts-retry'));
    expect(await screen.findByTestId('contracts-row-C1001')).toBeTruthy();
    expect(screen.queryByTestId('contracts-error')).toBeNull();
  });

  it('an empty list says when contracts come; a search that finds nothing offers to clear it', async () => {
    stubFetch((call) => ok(listResponse(queryOf(call).filter ? [] : [C1])));
    show();
    await screen.findByTestId('contracts-row-C1001');
    const box = screen.getByTestId('contracts-search') as HTMLInputElement;
    fireEvent.change(box, { target: { value: 'nothing like it' } });
    fireEvent.submit(box.closest('form')!);
    const empty = await screen.findByTestId('contracts-empty');
    expect(empty.getAttribute('data-reason')).toBe('filtered');
    expect(empty.textContent).toContain('No contract matches your search.');
    fireEvent.click(within(empty).getByTestId('contracts-search-clear'));
    expect(await screen.findByTestId('contracts-row-C1001')).toBeTruthy();
    expect((screen.getByTestId('contracts-search') as HTMLInputElement).value).toBe('');
  });

  it('a customer without contracts of the type is told when they appear, with nothing to clear', async () => {
    stubFetch(() => ok(listResponse([])));
    show();
    const empty = await screen.findByTestId('contracts-empty');
    expect(empty.getAttribute('data-reason')).toBe('none');
    expect(empty.textContent).toBe(
      'You have no contracts of this type yet. A contract you sign appears here as soon as it has been registered.',
    );
    expect(within(empty).queryByRole('button')).toBeNull();
  });

  it('Open (the primary action of a row or card) opens the contract', async () => {
    stubFetch(() => ok(listResponse([C1, C2])));
    show();
    const row = await screen.findByTestId('contracts-row-C1002');
    fireEvent.click(within(row).getByRole('link', { name: 'Open contract C1002' }));
    expect(location()).toBe('/contracts/electricity/C1002');
  });

  it('a new-contract button with the open wizards (their pages are mounted), the default type first', async () => {
    stubFetch(() => ok(listResponse([C1])));
    show();
    await screen.findByTestId('contracts-row-C1001');
    fireEvent.click(screen.getByTestId('contracts-new'));
    expect(screen.getAllByRole('menuitem').map((item) => item.getAttribute('href'))).toEqual([
      '/new-customer-dual',
      '/new-customer-electricity',
      '/new-customer-gas',
    ]);
  });
});

describe('an action from the home tiles (visitor-and-shell §2.2)', () => {
  it('with one contract goes straight to it carrying the action', async () => {
    stubFetch(() => ok(listResponse([C1])));
    show('/contracts/electricity?action=powChange');
    await waitFor(() => expect(location()).toBe('/contracts/electricity/C1001?action=powChange'));
  });

  it('with several stays, keeps the action, and carries it when a contract is opened', async () => {
    stubFetch(() => ok(listResponse([C1, C2])));
    show('/contracts/electricity?action=ibanChange');
    const row = await screen.findByTestId('contracts-row-C1002');
    fireEvent.click(within(row).getByRole('link', { name: 'Open contract C1002' }));
    expect(location()).toBe('/contracts/electricity/C1002?action=ibanChange');
  });

  it('a gas contract opens on the gas route', async () => {
    const gas = contractFixture({ name: 'G1', type: 'gas' });
    stubFetch(() => ok(listResponse([gas])));
    show('/contracts/gas?action=download');
    await waitFor(() => expect(location()).toBe('/contracts-gas/G1?action=download'));
  });
});
