import '../../test/dom.ts';
import { DEFAULT_SETTINGS, mergeSettings } from '@portal/domain';
import { act, cleanup, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authStore, INITIAL_AUTH_STATE } from '../../shared/session/auth-store.ts';
import { renderWithApp, useEnglish } from '../../test/render.tsx';
import { HomePage } from './home-page.tsx';

const VISITOR = { isAuthenticating: false, isAuthenticated: false };
const STARTING = { isAuthenticating: true, isAuthenticated: false };
const CUSTOMER = { isAuthenticating: false, isAuthenticated: true };

beforeAll(useEnglish);
beforeEach(() => authStore.setState(INITIAL_AUTH_STATE));

/** The root path for this home type and session: what shows, and where the address went. */
function showHome(type: string, session: typeof VISITOR, hero = true) {
  authStore.setState({ ...INITIAL_AUTH_STATE, ...session });
  renderWithApp(
    <Suspense fallback={<p data-testid="page-on-its-way" />}>
      <HomePage />
    </Suspense>,
    { path: '/', settings: mergeSettings(DEFAULT_SETTINGS, { home: { type, hero } }) },
  );
}
const location = () => screen.getByTestId('location').textContent;
const homePage = () => screen.findByTestId('home-page');

describe('the root path by home type (visitor-and-shell §2.2)', () => {
  it('redirect, and any type the portal does not know: the homepage, for visitors and customers', () => {
    for (const type of ['redirect', 'carousel']) {
      for (const session of [VISITOR, CUSTOMER]) {
        showHome(type, session);
        expect(location(), `${type}`).toBe('/invoices');
        expect(screen.queryByTestId('home-page')).toBeNull();
        cleanup();
      }
    }
  });

  it('tabGroups: the loading screen while the session starts, then the home tab groups for visitors and customers', async () => {
    showHome('tabGroups', STARTING);
    // The page itself shows it, once its chunk is there.
    expect(await screen.findByTestId('app-loading')).toBeTruthy();
    expect(screen.queryByTestId('home-hero')).toBeNull();
    act(() => authStore.setState(VISITOR));
    expect(await homePage()).toBeTruthy();
    expect(screen.getByTestId('home-hero')).toBeTruthy();
    expect(location()).toBe('/');
  });

  it('tabGroups: a customer gets the actions without the hero; hero off, a visitor too', async () => {
    showHome('tabGroups', CUSTOMER);
    expect(await homePage()).toBeTruthy();
    expect(screen.queryByTestId('home-hero')).toBeNull();
    expect(screen.getByTestId('home-actions')).toBeTruthy();
    cleanup();
    showHome('tabGroups', VISITOR, false);
    expect(await homePage()).toBeTruthy();
    expect(screen.queryByTestId('home-hero')).toBeNull();
    expect(location()).toBe('/');
  });

  it('dashboard, the default: waits for authentication, then the signed-in overview at / itself', async () => {
    showHome('dashboard', STARTING);
    expect(screen.getByTestId('app-loading')).toBeTruthy();
    act(() => authStore.setState(CUSTOMER));
    expect(await screen.findByTestId('overview-page', {}, { timeout: 10_000 })).toBeTruthy();
    expect(location()).toBe('/');
  });

  it("dashboard: a visitor gets the tab groups' hero while it is on", async () => {
    showHome('dashboard', VISITOR);
    expect(await screen.findByTestId('home-hero')).toBeTruthy();
    expect(location()).toBe('/');
  });

  it('dashboard, hero off: a visitor goes to the login page (the homepage is / itself), and lands on / after it', () => {
    showHome('dashboard', VISITOR, false);
    expect(location()).toBe('/login');
  });

  it('a customer with no contracts goes to the welcome page whatever the type', () => {
    for (const type of ['redirect', 'tabGroups', 'dashboard']) {
      authStore.setState({ ...INITIAL_AUTH_STATE, ...CUSTOMER, newCustomer: true });
      renderWithApp(<HomePage />, { path: '/', settings: mergeSettings(DEFAULT_SETTINGS, { home: { type } }) });
      expect(location(), type).toBe('/welcome');
      cleanup();
    }
  });
});
