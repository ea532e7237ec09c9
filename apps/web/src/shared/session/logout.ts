import { buildPath, type TLanguage, type TSettings } from '@portal/domain';
import type { QueryClient } from '@tanstack/react-query';
import { COOKIES, getCookie } from '../cookies/cookies.ts';
import { notify } from '../ui/notice-store.ts';
import { postOpenIdLogout } from './api/openid-logout.ts';
import { authActions } from './auth-store.ts';
import { clearOpenIdCookies } from './openid-cookies.ts';
import { closeSessionExpired } from './session-expired-store.ts';
import { clearToken } from './token-store.ts';

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
 * Ends the session (customer-area §4): token, single sign-on cookies and cached data go; with
 * single sign-on the browser then goes to the provider's logout, which needs the ID token kept
 * in openid_token.
 */
export async function logout(context: TLogoutContext): Promise<void> {
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
