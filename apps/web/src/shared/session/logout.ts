import { buildPath, type TLanguage, type TSettings } from '@portal/domain';
import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/api-error.ts';
import { COOKIES, getCookie } from '../cookies/browser-cookies.ts';
import { forgetPrivateSettings } from '../settings/api/get-private-settings.ts';
import { notify } from '../ui/notice-store.ts';
import { postOpenIdLogout } from './api/openid-logout.ts';
import { postLogout } from './api/post-logout.ts';
import { authActions } from './auth-store.ts';
import { clearOpenIdCookies } from './openid-cookies.ts';
import { closeSessionExpired } from './session-expired-store.ts';
import { clearToken, getToken } from './token-store.ts';

// A logout the server does not answer must not hold the user on the page.
const SERVER_LOGOUT_WAIT_MS = 5000;

export interface TLogoutContext {
  settings: TSettings;
  language: TLanguage;
  queryClient: QueryClient;
  origin: string;
  navigate: (to: string, options: { replace: boolean }) => void;
  leave: (url: string) => void;
  /** Logged out because the session expired: the login page says so. */
  expired?: boolean;
}

/**
 * Ends the session (customer-area §4): first on the server, so the token is refused from then on
 * even if a copy of it survives; then here, whatever the server answered: token, single sign-on
 * cookies and cached data go. With single sign-on the browser then goes to the provider's
 * logout, which needs the ID token kept in openid_token.
 */
export async function logout(context: TLogoutContext): Promise<void> {
  const token = getToken();
  if (token) await endServerSession(token);
  const idToken = getCookie(COOKIES.openidToken);
  let providerLogout: string | undefined;
  if (context.settings.features.oidc && idToken) {
    try {
      providerLogout = await postOpenIdLogout(idToken, `${context.origin}/`);
    } catch {
      notify('login_logout_failed', 'warning');
    }
  }
  clearToken();
  clearOpenIdCookies();
  context.queryClient.clear();
  forgetPrivateSettings();
  closeSessionExpired();
  const login = buildPath('login', context.language);
  if (context.expired) authActions.failed({ statusCode: 401, messageKey: 'login_session_expired' }, 'notice', login);
  else authActions.signedOut(login);
  if (providerLogout) {
    context.leave(providerLogout);
    return;
  }
  context.navigate(login, { replace: true });
}

/**
 * Asks the server to end the session. A 401 means it had already ended (expired, replaced, or
 * ended elsewhere): nothing is left to do. Any other failure (offline, server error, no answer)
 * leaves the session alive on the server until it expires, which the user is told (the spec's
 * logout failure, customer-area §8); the logout goes on here all the same.
 */
export async function endServerSession(token: string): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), SERVER_LOGOUT_WAIT_MS);
  try {
    await postLogout(token, controller.signal);
  } catch (error) {
    if (!(isApiError(error) && error.status === 401)) notify('login_logout_server_failed', 'warning');
  } finally {
    clearTimeout(timer);
  }
}
