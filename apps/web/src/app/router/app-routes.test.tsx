import '../../test/dom.ts';
import { DEFAULT_SETTINGS, mergeSettings } from '@portal/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore, INITIAL_AUTH_STATE } from '../../shared/session/auth-store.ts';
import { clearAllCookies, setTestCookie } from '../../test/cookies.ts';
import { jsonResponse, stubFetch } from '../../test/fetch-stub.ts';
import { renderWithApp, useEnglish } from '../../test/render.tsx';
import { AppRoutes } from './app-routes.tsx';

const location = () => screen.getByTestId('location').textContent;

beforeAll(useEnglish);
beforeEach(() => {
  clearAllCookies();
  authStore.setState({ ...INITIAL_AUTH_STATE, isAuthenticating: false });
  stubFetch(() => jsonResponse(200, { items: [] }));
});
afterEach(() => vi.unstubAllGlobals());

describe('app routes', () => {
  it('answers an unknown path with the 404 page and its go-home button', async () => {
    renderWithApp(<AppRoutes />, { route: '/no/such/page' });
    expect(await screen.findByTestId('not-found-page')).toBeTruthy();
    expect(screen.getByTestId('not-found-home').getAttribute('href')).toBe('/');
  });

  it("answers a route whose page is not built yet with 404, after moving to the language's path", async () => {
    renderWithApp(<AppRoutes />, { route: '/potencia' });
    expect(await screen.findByTestId('not-found-page')).toBeTruthy();
    expect(location()).toBe('/power');
  });

  it('sends a visitor from a private page to the login page, which carries the way back', async () => {
    renderWithApp(<AppRoutes />, { route: '/perfil?tab=2' });
    expect(await screen.findByTestId('login-form')).toBeTruthy();
    expect(location()).toBe('/login?redirectPath=profile&tab=2');
  });

  it('takes a signed-in customer with no contracts from / to the welcome page, which says what they can do', async () => {
    authStore.setState({ ...INITIAL_AUTH_STATE, isAuthenticating: false, isAuthenticated: true, newCustomer: true });
    renderWithApp(<AppRoutes />, { route: '/' });
    expect(await screen.findByTestId('welcome-page')).toBeTruthy();
    expect(location()).toBe('/welcome');
    expect(screen.getByTestId('welcome-profile').getAttribute('href')).toBe('/profile');
    expect(screen.getByTestId('welcome-changePassword').getAttribute('href')).toBe('/change-password');
    expect(screen.queryByTestId('invoices-page')).toBeNull();
  });

  it('home type tabGroups: / shows the visitor its hero and the actions, loaded with their words (visitor-and-shell §2.2)', async () => {
    const settings = mergeSettings(DEFAULT_SETTINGS, { home: { type: 'tabGroups', hero: true } });
    renderWithApp(<AppRoutes />, { route: '/', settings });
    expect(await screen.findByTestId('home-hero')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your electricity and gas, in one place' })).toBeTruthy();
    expect(screen.getByTestId('home-tile-invoiceList').getAttribute('href')).toBe('/invoices');
    expect(location()).toBe('/');
  });

  it("home type dashboard with the hero (the defaults): a visitor at / gets the home tab groups' hero, no login form", async () => {
    renderWithApp(<AppRoutes />, { route: '/' });
    expect(await screen.findByTestId('home-hero', {}, { timeout: 10_000 })).toBeTruthy();
    expect(location()).toBe('/');
    expect(screen.queryByTestId('login-form')).toBeNull();
  });

  it('the alternative home is the tab groups whatever the home type: the hero for a visitor, the tiles alone for a customer', async () => {
    const view = renderWithApp(<AppRoutes />, { route: '/altHome' });
    expect(await screen.findByTestId('home-hero', {}, { timeout: 10_000 })).toBeTruthy();
    view.unmount();
    authStore.setState({ ...INITIAL_AUTH_STATE, isAuthenticating: false, isAuthenticated: true });
    renderWithApp(<AppRoutes />, { route: '/altHome' });
    expect(await screen.findByTestId('home-tile-invoiceList')).toBeTruthy();
    expect(screen.queryByTestId('home-hero')).toBeNull();
    expect(screen.queryByTestId('overview-page')).toBeNull();
    expect(location()).toBe('/altHome');
  });

  it('shows the loading screen, nothing protected, while the session starts', () => {
    authStore.setState(INITIAL_AUTH_STATE);
    renderWithApp(<AppRoutes />, { route: '/profile' });
    expect(screen.getByTestId('app-loading')).toBeTruthy();
    expect(screen.queryByTestId('profile-page')).toBeNull();
  });

  it('in maintenance mode shows only the 503 page at / and sends every other path there', async () => {
    const settings = mergeSettings(DEFAULT_SETTINGS, { maintenance: { activated: true, start: null, end: '2030-01-01T10:00:00Z' } });
    renderWithApp(<AppRoutes />, { route: '/profile', settings });
    const page = await screen.findByTestId('maintenance-page');
    expect(page.getAttribute('data-status')).toBe('503');
    expect(location()).toBe('/');
    expect(screen.getByTestId('maintenance-window').textContent).toMatch(/^Maintenance until /);
  });

  it('the maintenance_bypass cookie lets the portal run', async () => {
    setTestCookie('maintenance_bypass', '1');
    const settings = mergeSettings(DEFAULT_SETTINGS, { maintenance: { activated: true } });
    renderWithApp(<AppRoutes />, { route: '/version', settings });
    await waitFor(() => expect(screen.queryByTestId('maintenance-page')).toBeNull());
    expect(await screen.findByTestId('version-page')).toBeTruthy();
  });

  it('shows the error page of a failed session start instead of the page, with a continue button for 401', async () => {
    authStore.setState({
      ...INITIAL_AUTH_STATE,
      isAuthenticating: false,
      statusCode: 401,
      statusType: 'page',
      messageKey: 'login_token_invalid',
    });
    renderWithApp(<AppRoutes />, { route: '/login' });
    const page = await screen.findByTestId('error-page');
    expect(page.getAttribute('data-status')).toBe('401');
    screen.getByTestId('error-continue').click();
    expect(await screen.findByTestId('login-form')).toBeTruthy();
  });
});
