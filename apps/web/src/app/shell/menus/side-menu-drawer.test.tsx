import '../../../test/dom.ts';
import { DEFAULT_SETTINGS, mergeSettings } from '@portal/domain';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authStore, INITIAL_AUTH_STATE } from '../../../shared/session/auth-store.ts';
import { renderWithApp, useEnglish } from '../../../test/render.tsx';
import SideMenuDrawer from './side-menu-drawer.tsx';

beforeAll(useEnglish);
beforeEach(() => authStore.setState({ ...INITIAL_AUTH_STATE, isAuthenticating: false, isAuthenticated: false }));
afterEach(cleanup);

const WEBSITE = { label: { 'en-US': 'Our website', 'ca-ES': 'El nostre web' }, url: 'https://energia.example/' };

function openMenu(patch: Record<string, unknown>) {
  renderWithApp(<SideMenuDrawer open onClose={() => {}} />, { settings: mergeSettings(DEFAULT_SETTINGS, patch) });
  return screen.getByTestId('side-menu');
}

describe('the side menu arranged by the retailer (sidebar.groups, header.links: docs/home.md)', () => {
  it('without either: one list, no headings, no outside links', () => {
    const menu = openMenu({});
    expect(within(menu).getAllByRole('list')).toHaveLength(1);
    expect(within(menu).queryByRole('heading')).toBeNull();
    expect(within(menu).getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });

  it("the groups' headings in the visitor's language over their entries, the rest after them, the retailer's site as a plain link", () => {
    const menu = openMenu({
      sidebar: {
        groups: [
          { title: { 'en-US': 'Talk to us' }, entries: ['contact', 'header-link-0'] },
          { title: { 'en-US': 'Bills' }, entries: ['invoices'] },
        ],
      },
      header: { links: [WEBSITE, { label: { 'en-US': 'Bad' }, url: 'javascript:alert(1)' }] },
    });
    // The heading (an h2) names the list of its entries; the list holds only them.
    expect(within(menu).getByRole('heading', { level: 2, name: 'Talk to us' })).toBeTruthy();
    const group = screen.getByRole('list', { name: 'Talk to us' });
    expect([...group.children].every((child) => child.tagName === 'LI')).toBe(true);
    expect(within(group).getByRole('link', { name: /contact/i })).toBeTruthy();
    expect(within(group).getByRole('link', { name: 'Our website' }).getAttribute('href')).toBe('https://energia.example/');
    // invoices is not a visitor's entry: its group has nothing to show and is not there.
    expect(within(menu).queryByRole('heading', { name: 'Bills' })).toBeNull();
    // What no group names (the login) follows under no heading; the bad link is not shown.
    const lists = within(menu).getAllByRole('list');
    expect(lists).toHaveLength(2);
    expect(within(lists[1] as HTMLElement).getByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(within(menu).queryByRole('link', { name: 'Bad' })).toBeNull();
  });
});
