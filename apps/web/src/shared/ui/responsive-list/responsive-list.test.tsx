import '../../../test/dom.ts';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubScreenWidth } from './match-media-stub.ts';
import { ResponsiveList, type TResponsiveColumn } from './responsive-list.tsx';

interface TThing {
  id: number;
  name: string;
  state: string;
  note: string;
}

const things: TThing[] = [
  { id: 1, name: 'First', state: 'Open', note: 'n1' },
  { id: 2, name: 'Second', state: 'Closed', note: 'n2' },
];

const columns: TResponsiveColumn<TThing>[] = [
  { id: 'name', header: 'Name', cell: (t) => t.name, rowHeader: true, card: 'title' },
  { id: 'state', header: 'State', cell: (t) => <span data-testid={`state-${t.id}`}>{t.state}</span>, card: 'badge' },
  { id: 'note', header: 'Note', cell: (t) => t.note },
  { id: 'internal', header: 'Internal', cell: () => 'table only', card: 'hidden' },
  { id: 'extra', header: 'Extra', cell: (t) => `x${t.id}`, table: false },
  { id: 'open', header: 'Actions', cell: (t) => <button type="button">{`Open ${t.name}`}</button>, card: 'actions' },
];

const show = () =>
  render(
    <ResponsiveList
      items={things}
      itemKey={(t) => t.id}
      columns={columns}
      label="Things"
      testId="things"
      itemTestId={(t) => `thing-${t.id}`}
      expansion={(t, layout) => (t.id === 2 ? <p data-testid="more">{`more in ${layout}`}</p> : null)}
    />,
  );

afterEach(() => vi.unstubAllGlobals());

describe('ResponsiveList', () => {
  it('is a table from md up, with every column but card-only ones, and a row per item', () => {
    stubScreenWidth(1366);
    show();
    const table = screen.getByRole('table', { name: 'Things' });
    expect(table.dataset.testid).toBe('things');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'State', 'Note', 'Internal', 'Actions']);
    expect(within(screen.getByTestId('thing-1')).getByRole('rowheader').textContent).toBe('First');
    expect(screen.getByTestId('more').textContent).toBe('more in table');
  });

  it('is a list of cards below md (a 390 px phone): title, badge, labelled fields and the action, no hidden columns', () => {
    stubScreenWidth(390);
    show();
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: 'Things' });
    expect(list.dataset.testid).toBe('things');
    const card = screen.getByTestId('thing-1');
    expect(card.tagName).toBe('LI');
    expect(within(card).getByText('First')).toBeTruthy();
    expect(within(card).getByTestId('state-1').textContent).toBe('Open');
    expect(
      within(card)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Note', 'Extra']);
    expect(
      within(card)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['n1', 'x1']);
    expect(within(card).queryByText('table only')).toBeNull();
    expect(within(card).getByRole('button', { name: 'Open First' })).toBeTruthy();
    expect(within(screen.getByTestId('thing-2')).getByTestId('more').textContent).toBe('more in cards');
  });

  it('switches at 900 px, MUI md: 899 is a phone, 900 a table', () => {
    stubScreenWidth(899);
    const phone = show();
    expect(screen.getByTestId('things').dataset.layout).toBe('cards');
    phone.unmount();
    stubScreenWidth(900);
    show();
    expect(screen.getByTestId('things').dataset.layout).toBe('table');
  });
});
