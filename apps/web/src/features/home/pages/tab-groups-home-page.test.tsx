import '../../../test/dom.ts';
import { DEFAULT_SETTINGS, mergeSettings, type TSettingsPatch } from '@portal/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { loadCataloguePart } from '../../../shared/i18n/i18n.ts';
import { authActions } from '../../../shared/session/auth-store.ts';
import { renderWithApp, useEnglish } from '../../../test/render.tsx';
import TabGroupsHomePage from './tab-groups-home-page.tsx';

beforeAll(async () => {
  await useEnglish();
  await loadCataloguePart('home');
});
beforeEach(() => authActions.signedOut());
afterEach(() => vi.restoreAllMocks());

const show = (patch: TSettingsPatch = {}) =>
  renderWithApp(<TabGroupsHomePage />, { settings: mergeSettings(DEFAULT_SETTINGS, { home: { type: 'tabGroups' } }, patch) });
const href = (id: string) => screen.getByTestId(`home-tile-${id}`).getAttribute('href');
const location = () => screen.getByTestId('location').textContent;
const CHANGE_TILES = ['powerChange', 'ibanChange', 'notificationAddressChange', 'noCesionSips'];

describe('the home tab groups (visitor-and-shell §2.2)', () => {
  it('a visitor with the hero on: headline, subheader, begin, login and the three concept cards above the actions', () => {
    show();
    const hero = screen.getByTestId('home-hero');
    expect(within(hero).getByRole('heading', { level: 1 }).textContent).toBe('Your electricity and gas, in one place');
    expect(hero.textContent).toContain('Check your contracts, download and pay your invoices');
    expect(within(hero).getByRole('button', { name: 'Get started' })).toBeTruthy();
    expect(within(hero).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    const concepts = within(screen.getByTestId('home-concepts')).getAllByRole('heading', { level: 2 });
    expect(concepts.map((h) => h.textContent)).toEqual(['Your supply', 'Your invoices', 'Changes online']);
    expect(screen.getByRole('heading', { level: 2, name: 'What would you like to do?' })).toBeTruthy();
    expect(screen.getByTestId('home-actions').textContent).toContain('you will sign in first');
    expect(document.title).toBe('Your electricity and gas, in one place · Energia Demo');
  });

  it("'begin' scrolls to the actions block and moves the keyboard focus to it", () => {
    // jsdom lays nothing out and has no scrollIntoView: the test gives it one, then takes it back.
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    onTestFinished(() => {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    });
    show();
    fireEvent.click(screen.getByTestId('home-hero-begin'));
    const heading = screen.getByTestId('home-actions-title');
    expect(scrolled).toHaveBeenCalledOnce();
    expect(scrolled.mock.contexts[0]).toBe(heading);
    expect(document.activeElement).toBe(heading);
  });

  it('the actions in three groups, each tile a link to the page with the action it consumes', () => {
    show();
    const groups = ['contracts', 'invoices', 'consumption'].map((id) => screen.getByTestId(`home-group-${id}`));
    expect(groups.map((g) => within(g).getByRole('heading', { level: 3 }).textContent)).toEqual(['Contracts', 'Invoices', 'Consumption']);
    expect(
      within(groups[0]!)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([
      'Take out a new contract',
      'See my contracts',
      'Download a contract',
      'Change the contracted power',
      'Change the bank account',
      'Change the notification address',
      'Do not share my consumption data',
    ]);
    expect(href('contractList')).toBe('/contracts/electricity');
    expect(href('contractDownload')).toBe('/contracts/electricity?action=download');
    expect(href('powerChange')).toBe('/contracts/electricity?action=powChange');
    expect(href('ibanChange')).toBe('/contracts/electricity?action=ibanChange');
    expect(href('notificationAddressChange')).toBe('/contracts/electricity?action=notifAddrChange');
    expect(href('noCesionSips')).toBe('/contracts/electricity?action=noCesionSips');
    expect(href('invoiceList')).toBe('/invoices');
    expect(href('invoiceDownload')).toBe('/invoices?action=download');
    expect(href('payOnline')).toBe('/invoices?action=payOnline');
    expect(href('consumption')).toBe('/contracts/electricity?action=consumption');
    // The wizards are mounted: the new-contract tile leads to the default type's (dual).
    expect(href('newContract')).toBe('/new-customer-dual');
  });

  it('a tile leads to its page', () => {
    show();
    fireEvent.click(screen.getByTestId('home-tile-payOnline'));
    expect(location()).toBe('/invoices?action=payOnline');
  });

  it('tiles follow their gates: no power, SIPS or pay tile when the deployment switches them off', () => {
    show({ features: { powerChange: false, noCesionSips: false }, invoices: { enablePayment: false } });
    for (const id of ['powerChange', 'noCesionSips', 'payOnline']) expect(screen.queryByTestId(`home-tile-${id}`), id).toBeNull();
    expect(screen.getByTestId('home-tile-ibanChange')).toBeTruthy();
  });

  it('with the hero off, the actions block is the page: its title the h1', () => {
    show({ home: { hero: false } });
    expect(screen.queryByTestId('home-hero')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('What would you like to do?');
    expect(document.title).toBe('What would you like to do? · Energia Demo');
  });

  it('a signed-in customer sees the actions without the hero', () => {
    authActions.signedIn({ loginType: 'credentials', readonly: false, newCustomer: false });
    show();
    expect(screen.queryByTestId('home-hero')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('What would you like to do?');
    expect(screen.getByTestId('home-actions').textContent).not.toContain('you will sign in first');
    for (const id of CHANGE_TILES) expect(href(id), id).toMatch(/\?action=/);
  });

  it('a read-only session: power, bank, contact and SIPS tiles disabled, each with its reason in a line under it', () => {
    authActions.signedIn({ loginType: 'token', readonly: true, newCustomer: false });
    show();
    for (const id of CHANGE_TILES) {
      const tile = screen.getByTestId(`home-tile-${id}`) as HTMLButtonElement;
      expect(tile.tagName, id).toBe('BUTTON');
      expect(tile.disabled, id).toBe(true);
      const reason = screen.getByTestId(`home-tile-${id}-reason`);
      expect(reason.textContent).toBe('Not available in a read-only session.');
      expect(tile.getAttribute('aria-describedby')).toBe(reason.id);
    }
    // Reading and downloading change nothing: still links.
    for (const id of ['contractList', 'contractDownload', 'invoiceList', 'invoiceDownload', 'payOnline', 'consumption']) {
      expect(href(id), id).toBeTruthy();
      expect(screen.queryByTestId(`home-tile-${id}-reason`), id).toBeNull();
    }
  });
});
