import '../../test/dom.ts';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@portal/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadCataloguePart } from '../../shared/i18n/i18n.ts';
import { authStore, INITIAL_AUTH_STATE } from '../../shared/session/auth-store.ts';
import { jsonResponse, stubFetch } from '../../test/fetch-stub.ts';
import { renderWithApp, useEnglish } from '../../test/render.tsx';
import ProfilePage from './profile-with-preferences-page.tsx';

const PROFILE = {
  name: 'Marta Puig',
  email: 'marta.puig@correu.example',
  vat: '12345678Z',
  newsletter_url: null,
  new_customer: false,
  change_password: false,
};

function serve() {
  return stubFetch(({ method, url, body }) => {
    if (url.endsWith('/users/')) return jsonResponse(200, PROFILE);
    if (url === '/api/v1/notification_preferences/' && method === 'PUT') return jsonResponse(200, body);
    if (url === '/api/v1/notification_preferences/') return jsonResponse(200, DEFAULT_NOTIFICATION_PREFERENCES);
    return jsonResponse(404, { code: 'not_found', message: 'not_found' });
  });
}

beforeAll(async () => {
  await useEnglish();
  await Promise.all([loadCataloguePart('profile'), loadCataloguePart('communications')]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  authStore.setState({ ...INITIAL_AUTH_STATE, isAuthenticating: false });
});

describe('the profile page', () => {
  it("shows the customer's mail preferences under the profile and saves them from there", async () => {
    authStore.setState({ ...INITIAL_AUTH_STATE, isAuthenticating: false, isAuthenticated: true });
    const { calls } = serve();
    renderWithApp(<ProfilePage />, { route: '/profile' });
    expect((await screen.findByTestId('profile-name')).textContent).toBe('Marta Puig');
    const section = await screen.findByTestId('profile-mail-preferences');
    const paymentFailed = within(section).getByTestId('preference-payment_failed') as HTMLInputElement;
    expect(paymentFailed.checked).toBe(true);
    fireEvent.click(paymentFailed);
    fireEvent.click(within(section).getByTestId('preferences-save'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({ ...DEFAULT_NOTIFICATION_PREFERENCES, payment_failed: false });
  });

  it('a read-only session sees the preferences and cannot save them', async () => {
    authStore.setState({ ...INITIAL_AUTH_STATE, isAuthenticating: false, isAuthenticated: true, readonly: true });
    serve();
    renderWithApp(<ProfilePage />, { route: '/profile' });
    const section = await screen.findByTestId('profile-mail-preferences');
    await waitFor(() => expect(within(section).getByTestId('preference-invoice_issued')).toBeTruthy());
    expect((within(section).getByTestId('preference-invoice_issued') as HTMLInputElement).disabled).toBe(true);
    expect((within(section).getByTestId('preferences-save') as HTMLButtonElement).disabled).toBe(true);
  });
});
