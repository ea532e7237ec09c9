import { DEFAULT_SETTINGS, mergeSettings, type TLanguage, type TSettings } from '@portal/domain';
import { QueryClient } from '@tanstack/react-query';
import { isValidElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readConsent } from '../../../shared/consent/consent.ts';
import { getCookie } from '../../../shared/cookies/browser-cookies.ts';
import { authStore, INITIAL_AUTH_STATE } from '../../../shared/session/auth-store.ts';
import { getToken } from '../../../shared/session/token-store.ts';
import { dismissNotice, noticeStore } from '../../../shared/ui/notice-store.ts';
import { clearAllCookies, setTestCookie } from '../../../test/cookies.ts';
import { apiCalls, jsonResponse, stubFetch, type TFetchHandler } from '../../../test/fetch-stub.ts';
import { testToken } from '../../../test/token.ts';
import { PROFILE } from '../test/profile-fixture.ts';
import { runSessionStart, type TSessionStartDeps } from './session-start.ts';

function deps(overrides: { search?: string; pathname?: string; settings?: TSettings; openLink?: boolean } = {}) {
  const address = { pathname: overrides.pathname ?? '/perfil', search: overrides.search ?? '', hash: '' };
  let language: TLanguage = 'ca-ES';
  const navigate = vi.fn();
  const leave = vi.fn();
  const changeLanguage = vi.fn(async (next: TLanguage) => {
    language = next;
  });
  // Answers the dialog the session start shows, as the person would: stay unless told to open.
  const show = vi.fn((node: ReactNode) => {
    if (!isValidElement<{ onStay: () => void; onOpenLink: () => void }>(node)) return;
    queueMicrotask(() => (overrides.openLink ? node.props.onOpenLink() : node.props.onStay()));
  });
  const asked = () => show.mock.calls.filter(([node]) => isValidElement(node)).length;
  const value: TSessionStartDeps = {
    settings: overrides.settings ?? DEFAULT_SETTINGS,
    location: address,
    currentLocation: () => address,
    origin: 'https://portal.example',
    navigate,
    leave,
    changeLanguage,
    currentLanguage: () => language,
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    show,
  };
  return { value, navigate, leave, changeLanguage, show, asked };
}

/** The API, answering the profile to any session that asks. */
const api =
  (routes: Record<string, () => Response>): TFetchHandler =>
  ({ method, url }) => {
    const route = routes[`${method} ${url.split('?')[0]}`];
    if (route) return route();
    if (url.endsWith('/users/')) return jsonResponse(200, PROFILE);
    return jsonResponse(204, null);
  };

beforeEach(() => {
  clearAllCookies();
  sessionStorage.clear();
  authStore.setState(INITIAL_AUTH_STATE);
});
afterEach(() => vi.unstubAllGlobals());

describe('token login (?token=)', () => {
  it('accepts the consent cookies, cleans the address, validates the token and takes its language', async () => {
    const token = testToken({ locale: 'es-ES', readonly: true });
    const { calls } = stubFetch(api({ 'POST /api/v1/is_token_valid': () => jsonResponse(200, { token_is_valid: true }) }));
    const d = deps({ search: `?token=${token}&tab=2` });
    await runSessionStart({ kind: 'token', token }, d.value);

    expect(readConsent()).toEqual({ preferences: true, statistics: true, marketing: true });
    expect(d.navigate).toHaveBeenCalledWith('/perfil?tab=2', { replace: true });
    expect(apiCalls(calls)[0]).toMatchObject({ url: '/api/v1/is_token_valid', body: { token } });
    expect(d.changeLanguage).toHaveBeenCalledWith('es-ES');
    expect(getToken()).toBe(token);
    expect(authStore.getState()).toMatchObject({ isAuthenticated: true, isAuthenticating: false, loginType: 'token', readonly: true });
  });

  it('an invalid token fails with status 401 on the error page', async () => {
    setTestCookie('token', 'stale');
    stubFetch(api({ 'POST /api/v1/is_token_valid': () => jsonResponse(200, { token_is_valid: false }) }));
    await runSessionStart({ kind: 'token', token: testToken({ readonly: true }) }, deps({ search: '?token=x' }).value);
    expect(authStore.getState()).toMatchObject({
      isAuthenticated: false,
      statusCode: 401,
      statusType: 'page',
      messageKey: 'login_token_invalid',
    });
    expect(getToken()).toBeUndefined();
  });
});

describe('a token in the address over the session this browser holds (address-token-decision.ts)', () => {
  const MARTA = 1;
  const OTHER = 2;
  const signedInAs = (user_id: number, readonly = false) => {
    const stored = testToken({ user_id, readonly });
    setTestCookie('token', stored);
    return stored;
  };
  // One expiry for the whole block: computed per call, the refreshed token and the one a test
  // compares it with would differ whenever a second ticks between them.
  const freshExp = Math.floor(Date.now() / 1000) + 7200;
  const fresh = (user_id: number) => testToken({ user_id, exp: freshExp });
  const urls = (calls: Parameters<typeof apiCalls>[0]) => apiCalls(calls).map((c) => `${c.method} ${c.url}`);
  const notice = () => noticeStore.getState().notice;
  beforeEach(() => dismissNotice());

  it('the same customer: the session goes on, the link is only taken out of the address', async () => {
    signedInAs(MARTA);
    const { calls } = stubFetch(api({ 'POST /api/v1/user/refresh': () => jsonResponse(200, { token: fresh(MARTA) }) }));
    const link = testToken({ user_id: MARTA, readonly: true });
    const d = deps({ search: `?token=${link}` });
    await runSessionStart({ kind: 'token', token: link }, d.value);

    expect(d.navigate).toHaveBeenCalledWith('/perfil', { replace: true });
    expect(d.asked()).toBe(0);
    expect(urls(calls)).not.toContain('POST /api/v1/is_token_valid');
    expect(getToken()).toBe(fresh(MARTA));
    expect(authStore.getState()).toMatchObject({ isAuthenticated: true, loginType: 'refresh', readonly: false });
    expect(notice()).toBeNull();
  });

  it("another customer's full token (/perfil?token=…): refused without asking, the session goes on, a notice says why", async () => {
    signedInAs(MARTA);
    const { calls } = stubFetch(api({ 'POST /api/v1/user/refresh': () => jsonResponse(200, { token: fresh(MARTA) }) }));
    const link = testToken({ user_id: OTHER, readonly: false });
    const d = deps({ search: `?token=${link}` });
    await runSessionStart({ kind: 'token', token: link }, d.value);

    expect(d.navigate).toHaveBeenCalledWith('/perfil', { replace: true });
    expect(d.asked()).toBe(0);
    expect(urls(calls)).toEqual(['POST /api/v1/user/refresh', 'GET /api/v2/users/']);
    expect(getToken()).toBe(fresh(MARTA));
    expect(authStore.getState()).toMatchObject({ isAuthenticated: true, loginType: 'refresh' });
    expect(notice()).toMatchObject({ messageKey: 'session_link_refused_signed_in', severity: 'warning' });
  });

  it("another customer's read-only link: asks; staying keeps the session and never validates the link", async () => {
    signedInAs(MARTA);
    const { calls } = stubFetch(api({ 'POST /api/v1/user/refresh': () => jsonResponse(200, { token: fresh(MARTA) }) }));
    const link = testToken({ user_id: OTHER, readonly: true });
    const d = deps({ search: `?token=${link}`, openLink: false });
    await runSessionStart({ kind: 'token', token: link }, d.value);

    expect(d.asked()).toBe(1);
    expect(d.show).toHaveBeenLastCalledWith(null);
    // Out of the address before the question is asked.
    expect(d.navigate.mock.invocationCallOrder[0]).toBeLessThan(d.show.mock.invocationCallOrder[0]!);
    expect(urls(calls)).not.toContain('POST /api/v1/is_token_valid');
    expect(urls(calls)).not.toContain('POST /api/v1/user/logout');
    expect(getToken()).toBe(fresh(MARTA));
    expect(authStore.getState()).toMatchObject({ isAuthenticated: true, readonly: false });
  });

  it("another customer's read-only link: opening it ends this session on the server first, then signs in read-only", async () => {
    const stored = signedInAs(MARTA);
    const { calls } = stubFetch(api({ 'POST /api/v1/is_token_valid': () => jsonResponse(200, { token_is_valid: true }) }));
    const link = testToken({ user_id: OTHER, readonly: true });
    const d = deps({ search: `?token=${link}`, openLink: true });
    await runSessionStart({ kind: 'token', token: link }, d.value);

    const [logout, validate] = apiCalls(calls);
    expect(logout).toMatchObject({ method: 'POST', url: '/api/v1/user/logout', headers: { authorization: `Bearer ${stored}` } });
    expect(validate).toMatchObject({ url: '/api/v1/is_token_valid', body: { token: link } });
    expect(getToken()).toBe(link);
    expect(authStore.getState()).toMatchObject({ isAuthenticated: true, loginType: 'token', readonly: true });
  });

  it('no session and a full token: refused with status 401, never validated nor kept', async () => {
    const { calls } = stubFetch(api({}));
    const link = testToken({ user_id: OTHER, readonly: false });
    const d = deps({ search: `?token=${link}` });
    await runSessionStart({ kind: 'token', token: link }, d.value);

    expect(d.navigate).toHaveBeenCalledWith('/perfil', { replace: true });
    expect(apiCalls(calls)).toHaveLength(0);
    expect(getToken()).toBeUndefined();
    expect(authStore.getState()).toMatchObject({
      isAuthenticated: false,
      statusCode: 401,
      statusType: 'page',
      messageKey: 'login_token_invalid',
    });
    expect(notice()).toMatchObject({ messageKey: 'session_link_refused' });
  });

  it('no session and a read-only link: signs in read-only', async () => {
    stubFetch(api({ 'POST /api/v1/is_token_valid': () => jsonResponse(200, { token_is_valid: true }) }));
    const link = testToken({ user_id: OTHER, readonly: true });
    await runSessionStart({ kind: 'token', token: link }, deps({ search: `?token=${link}` }).value);
    expect(getToken()).toBe(link);
    expect(authStore.getState()).toMatchObject({ isAuthenticated: true, loginType: 'token', readonly: true });
  });
});

describe('client-id login (?id_client=&secret=)', () => {
  it('signs in, takes the language and goes to the first contracting page', async () => {
    const token = testToken({ locale: 'en-US' });
    const { calls } = stubFetch(api({ 'POST /api/v1/user/client_id': () => jsonResponse(200, { token }) }));
    const d = deps({ search: '?id_client=partner&secret=s3cret', pathname: '/' });
    await runSessionStart({ kind: 'clientId', clientId: 'partner', secret: 's3cret' }, d.value);

    expect(apiCalls(calls)[0]).toMatchObject({ url: '/api/v1/user/client_id', body: { client_id: 'partner', secret: 's3cret' } });
    expect(d.navigate).toHaveBeenNthCalledWith(1, '/', { replace: true });
    expect(d.changeLanguage).toHaveBeenCalledWith('en-US');
    expect(d.navigate).toHaveBeenLastCalledWith('/new-customer-electricity', { replace: true });
    expect(authStore.getState()).toMatchObject({ isAuthenticated: true, loginType: 'client_id' });
  });

  it('a refused client id is status 505', async () => {
    stubFetch(
      api({ 'POST /api/v1/user/client_id': () => jsonResponse(401, { code: 'client_id_invalid', message: 'login_client_id_invalid' }) }),
    );
    await runSessionStart({ kind: 'clientId', clientId: 'x', secret: 'y' }, deps().value);
    expect(authStore.getState()).toMatchObject({ isAuthenticated: false, statusCode: 505, statusType: 'page' });
  });
});

describe('refresh login (stored token)', () => {
  it('exchanges the stored token for a fresh one and keeps the read-only flag', async () => {
    const stored = testToken({ readonly: true });
    const fresh = testToken({ readonly: true, exp: Math.floor(Date.now() / 1000) + 7200 });
    setTestCookie('token', stored);
    const { calls } = stubFetch(api({ 'POST /api/v1/user/refresh': () => jsonResponse(200, { token: fresh }) }));
    await runSessionStart({ kind: 'refresh', token: stored }, deps().value);

    expect(apiCalls(calls)[0]?.headers.authorization).toBe(`Bearer ${stored}`);
    expect(getToken()).toBe(fresh);
    expect(authStore.getState()).toMatchObject({ isAuthenticated: true, loginType: 'refresh', readonly: true });
  });

  it('a refused token (401) logs out with the session-expired notice', async () => {
    const stored = testToken();
    setTestCookie('token', stored);
    stubFetch(api({ 'POST /api/v1/user/refresh': () => jsonResponse(401, { code: 'token_invalid', message: 'token_invalid' }) }));
    await runSessionStart({ kind: 'refresh', token: stored }, deps().value);
    expect(getToken()).toBeUndefined();
    expect(authStore.getState()).toMatchObject({
      isAuthenticated: false,
      statusCode: 401,
      statusType: 'notice',
      messageKey: 'login_session_expired',
    });
  });

  it('an expired token is not even sent', async () => {
    const stored = testToken({ exp: Math.floor(Date.now() / 1000) - 10 });
    setTestCookie('token', stored);
    const { calls } = stubFetch(api({}));
    await runSessionStart({ kind: 'refresh', token: stored }, deps().value);
    expect(apiCalls(calls)).toHaveLength(0);
    expect(authStore.getState()).toMatchObject({ statusType: 'notice', messageKey: 'login_session_expired' });
  });
});

describe('single sign-on', () => {
  const oidcSettings = mergeSettings(DEFAULT_SETTINGS, { features: { oidc: true } });

  it('redirects to the provider with redirect_uri origin + /connect and keeps nonce, state and verifier', async () => {
    const { calls } = stubFetch(
      api({
        'GET /api/v1/user/openid/authorize': () =>
          jsonResponse(200, { url: 'https://idp.example/auth?x=1', nonce: 'N1', state: 'S1', code_verifier: 'V1' }),
      }),
    );
    const d = deps({ settings: oidcSettings });
    await runSessionStart({ kind: 'oidcRedirect' }, d.value);

    expect(apiCalls(calls)[0]?.url).toBe(
      `/api/v1/user/openid/authorize?redirect_uri=${encodeURIComponent('https://portal.example/connect')}`,
    );
    expect(getCookie('openid_nonce')).toBe('N1');
    expect(JSON.parse(getCookie('openid_key') ?? '')).toEqual({ state: 'S1', code_verifier: 'V1' });
    expect(d.leave).toHaveBeenCalledWith('https://idp.example/auth?x=1');
    expect(authStore.getState().isAuthenticating).toBe(true);
  });

  it('completes the sign-on with code and state, keeps the ID token and returns where the user was going', async () => {
    setTestCookie('openid_nonce', 'N1');
    setTestCookie('openid_key', JSON.stringify({ state: 'S1', code_verifier: 'V1' }));
    sessionStorage.setItem('portal.sso_return', '/acces?redirectPath=changePassword');
    const token = testToken();
    const { calls } = stubFetch(
      api({ 'POST /api/v1/user/openid': () => jsonResponse(200, { token, openid_token: 'ID-TOKEN', new_customer: false }) }),
    );
    const d = deps({ settings: oidcSettings, pathname: '/connect', search: '?code=C1&state=S1' });
    await runSessionStart({ kind: 'oidcCallback', code: 'C1', state: 'S1' }, d.value);

    expect(apiCalls(calls)[0]?.body).toEqual({
      code: 'C1',
      nonce: 'N1',
      state: 'S1',
      code_verifier: 'V1',
      redirect_uri: 'https://portal.example/connect',
    });
    expect(getToken()).toBe(token);
    expect(getCookie('openid_token')).toBe('ID-TOKEN');
    expect(getCookie('openid_nonce')).toBeUndefined();
    expect(authStore.getState()).toMatchObject({ isAuthenticated: true, loginType: 'openid', newCustomer: false });
    expect(d.navigate).toHaveBeenNthCalledWith(1, '/connect', { replace: true });
    expect(d.navigate).toHaveBeenLastCalledWith('/canvi-de-clau', { replace: true });
  });

  it('without the nonce cookie the sign-on fails with status 504', async () => {
    const { calls } = stubFetch(api({}));
    await runSessionStart({ kind: 'oidcCallback', code: 'C1', state: 'S1' }, deps({ settings: oidcSettings }).value);
    expect(apiCalls(calls)).toHaveLength(0);
    expect(authStore.getState()).toMatchObject({ statusCode: 504, statusType: 'page', messageKey: 'login_nonce_missing' });
  });

  it('a failed exchange is 401 and clears the cookies and the session', async () => {
    setTestCookie('openid_nonce', 'N1');
    setTestCookie('openid_key', JSON.stringify({ state: 'S1', code_verifier: 'V1' }));
    setTestCookie('token', 'old');
    stubFetch(api({ 'POST /api/v1/user/openid': () => jsonResponse(401, { code: 'openid_failed', message: 'login_openid_failed' }) }));
    await runSessionStart({ kind: 'oidcCallback', code: 'C1', state: 'S1' }, deps({ settings: oidcSettings }).value);
    expect(authStore.getState()).toMatchObject({ isAuthenticated: false, statusCode: 401, statusType: 'page' });
    expect(getCookie('openid_nonce')).toBeUndefined();
    expect(getCookie('openid_key')).toBeUndefined();
    expect(getToken()).toBeUndefined();
  });

  it('a state the portal did not issue is refused without calling the API', async () => {
    setTestCookie('openid_nonce', 'N1');
    setTestCookie('openid_key', JSON.stringify({ state: 'S1', code_verifier: 'V1' }));
    const { calls } = stubFetch(api({}));
    await runSessionStart({ kind: 'oidcCallback', code: 'C1', state: 'FORGED' }, deps({ settings: oidcSettings }).value);
    expect(apiCalls(calls)).toHaveLength(0);
    expect(authStore.getState()).toMatchObject({ statusCode: 401 });
  });
});

describe('not logged in', () => {
  it('ends authenticating without a session', async () => {
    await runSessionStart({ kind: 'anonymous' }, deps().value);
    expect(authStore.getState()).toMatchObject({ isAuthenticated: false, isAuthenticating: false, statusCode: null });
  });
});
