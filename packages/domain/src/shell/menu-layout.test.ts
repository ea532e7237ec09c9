import { describe, expect, it } from 'vitest';
import { groupMenu, headerLinksOf, labelIn, sidebarGroupsOf } from './menu-layout.ts';

const items = ['invoices', 'contracts-electricity', 'contracts-gas', 'profile', 'logout'].map((id) => ({ id }));
const group = (title: string, entries: string[]) => ({ title: { 'ca-ES': title }, entries });

describe('sidebar.groups (visitor-and-shell §3.10, shape in docs/home.md)', () => {
  it.each([
    [undefined, []],
    [{}, []],
    [{ groups: 'invoices' }, []],
    [{ groups: [group('Factures', ['invoices'])] }, [group('Factures', ['invoices'])]],
    // A malformed group is left out, the good ones stay.
    [
      { groups: [{ title: {}, entries: ['invoices'] }, { title: { 'ca-ES': 'X' }, entries: 'invoices' }, group('Perfil', ['profile'])] },
      [group('Perfil', ['profile'])],
    ],
    [{ groups: [{ title: { 'ca-ES': '   ' }, entries: [] }] }, []],
  ])('%j → %j', (sidebar, expected) => {
    expect(sidebarGroupsOf(sidebar)).toEqual(expected);
  });

  it('reads at most twelve groups', () => {
    expect(sidebarGroupsOf({ groups: Array.from({ length: 20 }, (_, i) => group(`G${i}`, ['invoices'])) })).toHaveLength(12);
  });
});

describe('header.links', () => {
  const link = { label: { 'ca-ES': 'Web', 'es-ES': 'Web' }, url: 'https://energia.example' };
  it.each([
    [undefined, []],
    [{ links: {} }, []],
    [{ links: [link] }, [link]],
    [{ links: [{ ...link, url: 'javascript:alert(1)' }, { ...link, url: '/factures' }, link] }, [link]],
    [{ links: [{ label: 'Web', url: 'https://energia.example' }] }, []],
  ])('%j → %j', (header, expected) => {
    expect(headerLinksOf(header)).toEqual(expected);
  });
});

describe('labelIn', () => {
  it("takes the language's words, else the first given", () => {
    expect(labelIn({ 'es-ES': 'Facturas', 'ca-ES': 'Factures' }, 'ca-ES')).toBe('Factures');
    expect(labelIn({ 'es-ES': 'Facturas', 'ca-ES': 'Factures' }, 'de-DE')).toBe('Facturas');
  });
});

describe('groupMenu', () => {
  it('without groups: one section with every item, in order', () => {
    expect(groupMenu(items, [], 'ca-ES')).toEqual([{ items }]);
  });

  it('the groups in their order, then what no group names under no heading; a group whose entries are all hidden is not shown', () => {
    const groups = [
      group('Contractes', ['contracts-gas', 'contracts-electricity']),
      group('Buida', ['claims']),
      group('Factures', ['invoices', 'contracts-gas']),
    ];
    expect(groupMenu(items, groups, 'ca-ES')).toEqual([
      { title: 'Contractes', items: [{ id: 'contracts-gas' }, { id: 'contracts-electricity' }] },
      // contracts-gas is in the first group that names it.
      { title: 'Factures', items: [{ id: 'invoices' }] },
      { items: [{ id: 'profile' }, { id: 'logout' }] },
    ]);
  });

  it('every item placed: no untitled section', () => {
    expect(
      groupMenu(
        items,
        [
          group(
            'Tot',
            items.map((i) => i.id),
          ),
        ],
        'ca-ES',
      ),
    ).toEqual([{ title: 'Tot', items }]);
  });
});
