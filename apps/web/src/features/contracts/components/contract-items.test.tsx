import '../../../test/dom.ts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubScreenWidth } from '../../../shared/ui/responsive-list/match-media-stub.ts';
import { contractFixture } from '../../../test/contract-fixture.ts';
import { renderWithApp, useEnglish } from '../../../test/render.tsx';
import { ContractItems } from './contract-items.tsx';

const C1 = contractFixture();
const C2 = contractFixture({ id: 2, name: 'C1002', state: 'baixa' });
const show = () =>
  renderWithApp(
    <ContractItems
      contracts={[C1, C2]}
      showProduct
      showPower
      hrefOf={(c) => `/contracts/electricity/${c.name}`}
      caption="Electricity contracts"
    />,
  );

beforeAll(useEnglish);
afterEach(() => vi.unstubAllGlobals());

describe('contract list, mobile first', () => {
  it('on a 390 px phone: a card per contract with name, state, CUPS, address, tariff and Open, no table', () => {
    stubScreenWidth(390);
    show();
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: 'Electricity contracts' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const card = screen.getByTestId('contracts-row-C1001');
    expect(card.tagName).toBe('LI');
    expect(within(card).getByRole('link', { name: 'C1001' }).getAttribute('href')).toBe('/contracts/electricity/C1001');
    expect(within(card).getByText('Active')).toBeTruthy();
    expect(within(card).getByText('ES0031405398765432DM0F')).toBeTruthy();
    expect(within(card).getByText('Carrer Major 1, 08001 Barcelona')).toBeTruthy();
    expect(within(card).getByText('2.0TD')).toBeTruthy();
    // Every field of the card has its label.
    expect(
      within(card)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['CUPS', 'Address', 'Tariff', 'Price list', 'Power']);
    const open = within(card).getByRole('link', { name: 'Open contract C1001' });
    expect(open.textContent).toBe('Open');
    expect(open.getAttribute('href')).toBe('/contracts/electricity/C1001');
    expect(within(screen.getByTestId('contracts-row-C1002')).getByText('Closed')).toBeTruthy();
  });

  it('from md (1366 px): a table whose rows are named by the contract, with Open in the last column', () => {
    stubScreenWidth(1366);
    show();
    expect(screen.queryByRole('list', { name: 'Electricity contracts' })).toBeNull();
    const table = screen.getByRole('table', { name: 'Electricity contracts' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Contract', 'Status', 'CUPS', 'Address', 'Tariff', 'Price list', 'Power', 'Actions']);
    const row = screen.getByTestId('contracts-row-C1001');
    expect(within(row).getByRole('rowheader').textContent).toBe('C1001');
    expect(within(row).getByRole('link', { name: 'Open contract C1001' })).toBeTruthy();
  });
});
