import { matchRoute } from '@portal/domain';
import { parseLoginRedirect, type TLoginRedirect } from '../../../shared/routing/login-redirect.ts';

const KEY = 'portal.sso_return';

/**
 * The provider always returns to /connect; where the user was going is kept for the tab
 * (sessionStorage) and taken back after the sign-on.
 */
export function rememberSsoReturn(pathAndSearch: string): void {
  try {
    sessionStorage.setItem(KEY, pathAndSearch);
  } catch {
    // Storage refused (private mode): the user lands on the homepage instead.
  }
}

/** The remembered destination as a login redirect, consumed once. */
export function takeSsoReturn(): TLoginRedirect | undefined {
  let value: string | null = null;
  try {
    value = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
  } catch {
    return undefined;
  }
  if (!value) return undefined;
  const url = new URL(value, 'http://portal.invalid');
  const match = matchRoute(url.pathname);
  if (!match) return undefined;
  // From the login page, where it was sent by a private page: that page's redirect.
  if (match.name === 'login') return parseLoginRedirect(url.search);
  if (match.name === 'connect' || match.name === 'home') return undefined;
  return { redirectPath: match.name, redirectParams: match.params, redirectQuery: url.search };
}
