import '../../../../test/dom.ts';
import { DEFAULT_SETTINGS, mergeSettings } from '@portal/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { invoiceFixture, useEnglishInvoices } from '../../test/invoice-fixture.ts';
import { listCalls, pathOf, queryOf, showInvoices } from '../../test/invoice-harness.tsx';

beforeAll(useEnglishInvoices);
afterEach(() => vi.unstubAllGlobals());

const many = Array.from({ length: 12 }, (_, i) => invoiceFixture({ id: i + 1, number: `F${i + 1}` }));
const choose = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const type = (index: number, value: string) => choose(`invoices-filter-value-${index}`, value);
const add = () => fireEvent.click(screen.getByTestId('invoices-filter-add'));
const apply = () => screen.getByTestId('invoices-filter-apply') as HTMLButtonElement;
const chips = () => within(screen.getByTestId('invoices-filter-chips')).queryAllByRole('listitem');

// Each test renders the whole page and types into MUI fields: slow in jsdom.
describe('invoice filters (customer-area §3)', { timeout: 20000 }, () => {
  it('a condition becomes a chip; Apply, enabled only then, filters on the server from the first page', async () => {
    const settings = mergeSettings(DEFAULT_SETTINGS, { invoices: { itemsPerPage: 5 } });
    const { calls } = showInvoices('/invoices', { settings, electricity: many });
    await screen.findByTestId('invoice-row-1');
    expect(apply().disabled).toBe(true);

    fireEvent.click(screen.getAllByRole('button', { name: 'Next page' })[0]!);
    expect(await screen.findByTestId('invoice-row-6')).toBeTruthy();

    choose('invoices-filter-operator', 'contains');
    type(0, '2025');
    add();
    expect(chips().map((chip) => chip.textContent)).toEqual(['Invoice number contains “2025”']);
    expect(apply().disabled).toBe(false);
    const before = listCalls(calls, 'electricity').length;
    // Nothing is sent before Apply.
    expect(listCalls(calls, 'electricity')).toHaveLength(before);

    fireEvent.click(apply());
    await waitFor(() => expect(listCalls(calls, 'electricity')).toHaveLength(before + 1));
    expect(queryOf(listCalls(calls, 'electricity').at(-1)!)).toEqual({
      offset: '0',
      limit: '5',
      type: 'electricity',
      filter: '[["number","ilike","2025"]]',
    });
    expect(apply().disabled).toBe(true);
  });

  it('chips toggle on and off and are removed by their delete icon', async () => {
    const { calls } = showInvoices('/invoices?contractName=C1001', { electricity: many });
    await screen.findByTestId('invoice-row-1');
    const chip = screen.getByTestId('invoices-filter-chip-contract-name-toggle');
    expect(chip.getAttribute('aria-pressed')).toBe('true');
    expect(chip.textContent).toBe('Contract: C1001');

    fireEvent.click(chip);
    expect(chip.getAttribute('aria-pressed')).toBe('false');
    expect(apply().disabled).toBe(false);
    // Back as it was: no change to apply.
    fireEvent.click(chip);
    expect(apply().disabled).toBe(true);

    fireEvent.click(chip);
    fireEvent.click(apply());
    await waitFor(() => expect(queryOf(listCalls(calls, 'electricity').at(-1)!).filter).toBeUndefined());

    fireEvent.click(screen.getByRole('button', { name: 'Remove filter Contract: C1001' }));
    expect(screen.queryByTestId('invoices-filter-chips')).toBeNull();
    // Removing an inactive chip filters the same: nothing to apply.
    expect(apply().disabled).toBe(true);
  });

  it('dates are typed as the portal’s language writes them: an invalid one shows a translated error and keeps what was typed', async () => {
    const { calls } = showInvoices('/invoices', { electricity: many });
    await screen.findByTestId('invoice-row-1');
    choose('invoices-filter-category', 'date');
    choose('invoices-filter-operator', 'between');
    // English orders month/day: a Spanish 31/02 is no day here, and neither is 02/31.
    type(0, '02/31/2025');
    type(1, '01/01/2025');
    add();
    const from = screen.getByTestId('invoices-filter-value-0') as HTMLInputElement;
    expect(from.value).toBe('02/31/2025');
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Write a real date.')).toBeTruthy();
    fireEvent.blur(from);
    expect(screen.getByTestId('invoices-filter-value-0-error').textContent).toBe('Enter the date as mm/dd/yyyy, for example 12/31/2026.');
    expect(screen.queryByTestId('invoices-filter-chips')).toBeNull();

    type(0, '03/01/2025');
    add();
    expect(screen.getByText('The end of the range must not come before its start.')).toBeTruthy();
    type(1, '3/31/2025');
    add();
    expect(chips().map((chip) => chip.textContent)).toEqual(['Invoice date: 03/01/2025 – 03/31/2025']);
    fireEvent.click(apply());
    await waitFor(() =>
      expect(queryOf(listCalls(calls, 'electricity').at(-1)!).filter).toBe(
        '[["date_invoice",">=","2025-03-01"],["date_invoice","<=","2025-03-31"]]',
      ),
    );
  });

  it('the billing period and amounts become their terms; an empty value is required', async () => {
    const { calls } = showInvoices('/invoices', { electricity: many });
    await screen.findByTestId('invoice-row-1');
    choose('invoices-filter-category', 'import');
    add();
    expect(screen.getByText('This field is required.')).toBeTruthy();
    type(0, '12,5');
    add();
    choose('invoices-filter-category', 'period');
    type(0, '01/01/2025');
    type(1, '31/12/2025');
    add();
    choose('invoices-filter-category', 'paid');
    choose('invoices-filter-value-0', 'open');
    add();
    expect(chips().map((chip) => chip.textContent?.replace(/\u00a0/g, ' '))).toEqual([
      'Total amount: €12.50',
      'Billing period: 01/01/2025 – 12/31/2025',
      'Payment state: Pending',
    ]);
    fireEvent.click(apply());
    await waitFor(() =>
      expect(JSON.parse(queryOf(listCalls(calls, 'electricity').at(-1)!).filter!)).toEqual([
        ['amount_total', '=', 12.5],
        ['data_inici', '>=', '2025-01-01'],
        ['data_final', '<=', '2025-12-31'],
        ['state', '=', 'open'],
      ]),
    );
  });

  it('autocomplete categories offer the values of GET filter/params for the list type', async () => {
    const { calls } = showInvoices('/invoices?contractType=gas', { gas: many.map((invoice) => ({ ...invoice, type: 'gas' as const })) });
    await screen.findByTestId('invoice-row-1');
    expect(calls.some((call) => pathOf(call) === '/api/v1/filter/params')).toBe(false);
    choose('invoices-filter-category', 'contract');
    await waitFor(() => expect(calls.some((call) => pathOf(call) === '/api/v1/filter/params')).toBe(true));
    expect(queryOf(calls.find((call) => pathOf(call) === '/api/v1/filter/params')!)).toEqual({
      fields: 'cups,addresses,contracts,vats',
      type: 'gas',
    });
    const input = screen.getByTestId('invoices-filter-values');
    fireEvent.mouseDown(input);
    fireEvent.click(await screen.findByRole('option', { name: 'C1002' }));
    add();
    expect(chips().map((chip) => chip.textContent)).toEqual(['Contract: C1002']);
    fireEvent.click(apply());
    await waitFor(() => expect(queryOf(listCalls(calls, 'gas').at(-1)!).filter).toBe('[["polissa_id.name","in",["C1002"]]]'));
  });
});
