import { DEFAULT_SETTINGS } from '@portal/domain';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAllCookies } from '../../test/cookies.ts';
import { apiCalls, jsonResponse, stubFetch } from '../../test/fetch-stub.ts';
import { testToken } from '../../test/token.ts';
import { noticeStore } from '../ui/notice-store.ts';
import { authStore, INITIAL_AUTH_STATE } from './auth-store.ts';
import { logout, type TLogoutContext } from './logout.ts';
import { getToken, setToken } from './token-store.ts';

function context() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['profile'], { name: 'Ada' });
  const navigate = vi.fn();
  const value: TLogoutContext = {
    settings: DEFAULT_SETTINGS,
    language: 'ca-ES',
    queryClient,
    origin: 'https://portal.example',
    navigate,
    leave: vi.fn(),
  };
  return { value, navigate, queryClient };
}

const logoutCalls = (calls: ReturnType<typeof stubFetch>['calls']) => apiCalls(calls).filter((c) => c.url === '/api/v1/user/logout');

beforeEach(() => {
  clearAllCookies();
  authStore.setState(INITIAL_AUTH_STATE);
  noticeStore.setState({ notice: null });
});
afterEach(() => vi.unstubAllGlobals());

/** customer-area §4: logout clears the session, after ending it on the server. */
describe('logout', () => {
  it('asks the server to end the session with its token, then clears it here', async () => {
    const token = testToken();
    setToken(token);
    const { calls } = stubFetch(() => jsonResponse(204, null));
    const { value, navigate, queryClient } = context();
    await logout(value);
    expect(logoutCalls(calls)).toEqual([
      expect.objectContaining({ method: 'POST', headers: expect.objectContaining({ authorization: `Bearer ${token}` }) }),
    ]);
    expect(getToken()).toBeUndefined();
    expect(queryClient.getQueryData(['profile'])).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith('/acces', { replace: true });
    expect(noticeStore.getState().notice).toBeNull();
  });

  it('still clears the session here when the server cannot be reached, and says the server did not end it', async () => {
    setToken(testToken());
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const { value, navigate } = context();
    await logout(value);
    expect(getToken()).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith('/acces', { replace: true });
    expect(noticeStore.getState().notice).toMatchObject({ messageKey: 'login_logout_server_failed', severity: 'warning' });
  });

  it('still clears the session here when the server fails, with the same warning', async () => {
    setToken(testToken());
    stubFetch(() => jsonResponse(503, { code: 'database_unavailable', message: 'database_unavailable' }));
    const { value } = context();
    await logout(value);
    expect(getToken()).toBeUndefined();
    expect(noticeStore.getState().notice?.messageKey).toBe('login_logout_server_failed');
  });

  it('warns of nothing when the server says the session had already ended (401)', async () => {
    setToken(testToken());
    stubFetch(() => jsonResponse(401, { code: 'session_ended', message: 'token_expired' }));
    const { value } = context();
    await logout(value);
    expect(getToken()).toBeUndefined();
    expect(noticeStore.getState().notice).toBeNull();
  });

  it('calls nobody when there is no token left (the session-expired exit)', async () => {
    const { calls } = stubFetch(() => jsonResponse(204, null));
    const { value, navigate } = context();
    await logout({ ...value, expired: true });
    expect(logoutCalls(calls)).toEqual([]);
    expect(navigate).toHaveBeenCalled();
  });
});
