import '../../../test/dom.ts';
import { DEFAULT_SETTINGS, mergeSettings } from '@portal/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore, INITIAL_AUTH_STATE } from '../../../shared/session/auth-store.ts';
import { getToken } from '../../../shared/session/token-store.ts';
import { clearAllCookies, setTestCookie } from '../../../test/cookies.ts';
import { apiCalls, jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { renderWithApp, useEnglish } from '../../../test/render.tsx';
import { testToken } from '../../../test/token.ts';
import { PROFILE } from '../test/profile-fixture.ts';
import { SessionBootstrap } from './session-bootstrap.tsx';

beforeAll(useEnglish);
beforeEach(() => {
  clearAllCookies();
  authStore.setState(INITIAL_AUTH_STATE);
});
afterEach(() => vi.unstubAllGlobals());

/** Signed in as one customer, a read-only link of another customer in the address. */
function openLinkOverSession() {
  const stored = testToken({ user_id: 1 });
  const fresh = testToken({ user_id: 1, exp: Math.floor(Date.now() / 1000) + 7200 });
  const link = testToken({ user_id: 2, readonly: true });
  setTestCookie('token', stored);
  const { calls } = stubFetch(({ method, url }) => {
    if (method === 'POST' && url === '/api/v1/user/refresh') return jsonResponse(200, { token: fresh });
    if (method === 'POST' && url === '/api/v1/is_token_valid') return jsonResponse(200, { token_is_valid: true });
    if (url.endsWith('/users/')) return jsonResponse(200, PROFILE);
    return jsonResponse(204, null);
  });
  renderWithApp(<SessionBootstrap />, { route: `/perfil?token=${link}` });
  return { calls, fresh, link };
}

describe('the question a read-only link of another customer asks over a session', () => {
  it('opens focused on staying, named by its title; Escape stays', async () => {
    const { calls, fresh } = openLinkOverSession();
    const dialog = await screen.findByTestId('address-token-dialog');
    expect(screen.getByRole('dialog').getAttribute('aria-labelledby')).toBe('address-token-title');
    expect(dialog.textContent).toContain("Open the link's session?");
    expect(document.activeElement).toBe(screen.getByTestId('address-token-stay'));

    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(authStore.getState().isAuthenticated).toBe(true));
    expect(screen.queryByTestId('address-token-dialog')).toBeNull();
    expect(getToken()).toBe(fresh);
    expect(apiCalls(calls).map((c) => c.url)).not.toContain('/api/v1/is_token_valid');
  });

  it("its other button ends the session and opens the link's read-only one", async () => {
    const { calls, link } = openLinkOverSession();
    fireEvent.click(await screen.findByTestId('address-token-open'));
    await waitFor(() => expect(authStore.getState()).toMatchObject({ isAuthenticated: true, readonly: true }));
    expect(getToken()).toBe(link);
    expect(apiCalls(calls).map((c) => c.url)).toEqual(expect.arrayContaining(['/api/v1/user/logout', '/api/v1/is_token_valid']));
  });
});

describe('in the staff console', () => {
  it('starts no customer session: single sign-on does not send staff to the customers’ provider', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, replace: assign });
    setTestCookie('token', testToken({ user_id: 1 }));
    const { calls } = stubFetch(() => jsonResponse(204, null));
    const settings = mergeSettings(DEFAULT_SETTINGS, { features: { oidc: true } });
    renderWithApp(<SessionBootstrap />, { route: '/staff/login', settings });
    // Outside the console the same start redirects (or refreshes the stored token) at once.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(apiCalls(calls)).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
    expect(authStore.getState()).toEqual(INITIAL_AUTH_STATE);
  });
});
